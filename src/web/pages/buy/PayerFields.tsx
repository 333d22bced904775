import { EmailField } from '../../components/ui/EmailField';
import { SelectField, TextField } from '../../components/ui/FormField';
import { NameFields } from '../../components/ui/NameFields';
import type { BuyerFormState, usePlaceFields } from './use-place-fields';

type PayerFieldsProps = { form: BuyerFormState; place: ReturnType<typeof usePlaceFields> };

/** Who pays: name, e-mail, document and place, as a purchase and a subscription take them. */
export function PayerFields({ form, place }: PayerFieldsProps) {
  return (
    <>
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
    </>
  );
}
