import type { ComponentProps } from 'react';
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
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint={emailHint}
        {...field('email')}
      />
    </>
  );
}
