import type { FieldBinding } from '../../lib/use-api-form';
import { TextField } from './FormField';

type NameFieldsProps = {
  /** `field` of the form (useApiForm). */
  field: (name: 'name' | 'lastname') => FieldBinding;
  /** 'off' where the name is someone else's: the browser must not fill in the user's own. */
  autoComplete?: 'off';
};

/** Nombre and Apellido, side by side from the small breakpoint up. */
export function NameFields({ field, autoComplete }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Nombre" autoComplete={autoComplete ?? 'given-name'} {...field('name')} />
      <TextField
        label="Apellido"
        autoComplete={autoComplete ?? 'family-name'}
        {...field('lastname')}
      />
    </div>
  );
}
