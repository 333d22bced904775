import type { ComponentProps } from 'react';
import { TextField } from './FormField';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/** A TextField for an e-mail address, which the browser fills in with the person's own. */
export function EmailField({ autoComplete = 'email', ...rest }: EmailFieldProps) {
  return <TextField type="email" autoComplete={autoComplete} {...rest} />;
}
