import type { ComponentProps, FormEvent } from 'react';
import { BuyPanel } from './BuyPanel';
import { CompanyFields } from './CompanyFields';
import { PayerFields } from './PayerFields';
import type { CompanyFieldsState } from './use-company-fields';
import type { BuyerFormState, usePlaceFields } from './use-place-fields';

const TITLE = 'Datos del comprador';

type BuyerFormProps = {
  /** The form's id: the 'Pagar' button in the order summary submits it from outside. */
  id: string;
  form: BuyerFormState;
  place: ReturnType<typeof usePlaceFields>;
  company: CompanyFieldsState;
  seats?: ComponentProps<typeof CompanyFields>['seats'];
  onSubmit: (event: FormEvent) => void;
};

/** The payer's data, sent with the order; the server's messages appear under each field. */
export function BuyerForm({ id, form, place, company, seats, onSubmit }: BuyerFormProps) {
  return (
    <BuyPanel title={TITLE}>
      <p className="mt-1 text-sm text-slate-600">Completá tus datos para hacer la compra.</p>
      <form
        id={id}
        onSubmit={onSubmit}
        noValidate
        aria-label={TITLE}
        className="mt-6 flex flex-col gap-4"
      >
        <PayerFields form={form} place={place} />
        <CompanyFields company={company} seats={seats} />
      </form>
    </BuyPanel>
  );
}
