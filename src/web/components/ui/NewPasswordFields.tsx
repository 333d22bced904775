import type { FieldBinding } from '../../lib/use-api-form';
import { PasswordField } from './PasswordField';

type NewPasswordFieldsProps = { password: FieldBinding; confirmation: FieldBinding };

/** The new password and the same again, to catch a typo before it locks the person out. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...password} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...confirmation} />
    </>
  );
}
