import { useState, type ChangeEvent } from 'react';
import { INVALID_CUIT_MESSAGE, isValidCuit } from '../../../shared/cuit';
import {
  BUYER_IVA_CONDITIONS,
  IVA_CONDITION_LABELS,
  type BuyerIvaCondition,
} from '../../../shared/iva-conditions';
import { fieldMessages } from '../../api/client';
import type { FieldBinding } from '../../lib/use-api-form';
import type { SelectOption } from '../../components/ui/FormField';
import type { CreateOrderInput } from '../../../shared/payments';

const COMPANY_FIELDS = ['cuit', 'name', 'ivaCondition'] as const;
type CompanyField = (typeof COMPANY_FIELDS)[number];
type CompanyValues = Record<CompanyField, string>;

const EMPTY: CompanyValues = { cuit: '', name: '', ivaCondition: '' };

/** 'Condición frente al IVA': nothing chosen at first, then the three conditions by their name. */
export const IVA_CONDITION_OPTIONS: SelectOption[] = [
  { value: '', label: 'Elegí una opción' },
  ...BUYER_IVA_CONDITIONS.map((value) => ({ value, label: IVA_CONDITION_LABELS[value] })),
];

/**
 * 'Necesito factura a nombre de una empresa o con mi CUIT': whether it is ticked, and the CUIT,
 * razón social and IVA condition it reveals. Their messages come from the server (as
 * 'company.cuit' and so on) or, for a CUIT whose check digit is wrong, from `checked` before
 * sending. Unticked, the order carries no company; the values stay for a second tick.
 */
export function useCompanyFields() {
  const [wanted, setWanted] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<CompanyValues>>({});

  const field = (name: CompanyField): FieldBinding => ({
    name: `company.${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<{ value: string }>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Whether the order may go: false, with the message under the CUIT, when it is not valid. */
  const checked = () => {
    if (!wanted || isValidCuit(values.cuit)) return true;
    setErrors((current) => ({ ...current, cuit: INVALID_CUIT_MESSAGE }));
    return false;
  };

  /** Puts the server's 'company.*' messages under their fields; says whether there was any. */
  const showError = (error: Error) => {
    const messages = fieldMessages(error);
    const byField = Object.fromEntries(
      COMPANY_FIELDS.map((name) => [name, messages[`company.${name}`]]).filter(([, text]) => text),
    ) as Partial<CompanyValues>;
    setErrors(byField);
    return Object.keys(byField).length > 0;
  };

  // An IVA condition left unchosen goes as it is: the server answers with its message.
  const company: CreateOrderInput['company'] = wanted
    ? { ...values, ivaCondition: values.ivaCondition as BuyerIvaCondition }
    : undefined;

  return {
    wanted,
    onWantedChange: (event: ChangeEvent<HTMLInputElement>) => setWanted(event.target.checked),
    field,
    checked,
    showError,
    company,
  };
}

export type CompanyFieldsState = ReturnType<typeof useCompanyFields>;
