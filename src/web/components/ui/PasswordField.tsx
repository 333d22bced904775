import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide';
import { useState, type ComponentProps } from 'react';
import { TextField } from './FormField';
import { Icon } from './Icon';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/**
 * A TextField for a password with a show/hide toggle. The toggle sits over the input's right end:
 * the label row above the input is 1.625rem (text-sm line + gap), the input 2.625rem high.
 */
export function PasswordField({ className, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <TextField
        type={visible ? 'text' : 'password'}
        className={clsx('pr-11', className)}
        {...rest}
      />
      <button
        type="button"
        className="absolute top-[1.625rem] right-0 flex h-[2.625rem] w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-800"
        aria-pressed={visible}
        onClick={() => setVisible((current) => !current)}
      >
        <Icon node={icon} className="size-5" aria-hidden="true" />
        <span className="sr-only">Mostrar contraseña</span>
      </button>
    </div>
  );
}
