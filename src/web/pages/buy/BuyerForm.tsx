import type { FormEvent } from 'react';
import { EmailField } from '../../components/ui/EmailField';
import { SelectField, TextField } from '../../components/ui/FormField';
import { NameFields } from '../../components/ui/NameFields';
import { BuyPanel } from './BuyPanel';
import { CompanyFields } from './CompanyFields';
import type { CompanyFieldsState } from './use-company-fields';
import type { BuyerFormState, usePlaceFields } from './use-place-fields';

const TITLE = 'Datos del comprador';

type BuyerFormProps = {
  /** The form's id: the 'Pagar' button in the order summary submits it from outside. */
  id: string;
  form: BuyerFormState;
  place: ReturnType<typeof usePlaceFields>;
  company: CompanyFieldsState;
  onSubmit: (event: FormEvent) => void;
};

/** The payer's data, sent with the order; the server's messages appear under each field. */
export function BuyerForm({ id, form, place, company, onSubmit }: BuyerFormProps) {
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
        <NameFields field={form.field} />
        <EmailField label="Correo electrónico" {...form.field('email')} />
        <TextField
          label="Documento"
          inputMode="numeric"
          autoComplete="off"
          hint="DNI, CUIT o CUIL, sin puntos"
          {...form.field('document')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="País" autoComplete="country" {...place.country} />
          <SelectField label="Provincia o región" autoComplete="address-level1" {...place.region} />
        </div>
        <TextField label="Localidad" autoComplete="address-level2" {...form.field('location')} />
        <CompanyFields company={company} />
      </form>
    </BuyPanel>
  );
}
