import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/FormField';
import type { FieldBinding } from '../../lib/use-api-form';

type ContactFieldsProps = {
  /** `field` of the request's form (useApiForm). */
  field: (name: 'name' | 'email') => FieldBinding;
  emailHint?: string;
};

/** Name and e-mail, the fields every request starts with. */
export function ContactFields({ field, emailHint }: ContactFieldsProps) {
  return (
    <>
      <TextField label="Nombre y apellido" autoComplete="name" {...field('name')} />
      <EmailField label="Correo electrónico" hint={emailHint} {...field('email')} />
    </>
  );
}
