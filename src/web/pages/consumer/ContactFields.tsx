import type { ComponentProps } from 'react';
import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/FormField';

type Binding = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;

type ContactFieldsProps = {
  /** `field` of the request's form (useApiForm). */
  field: (name: 'name' | 'email') => Binding;
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
