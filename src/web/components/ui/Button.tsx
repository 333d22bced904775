import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide';
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from './Icon';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 disabled:bg-brand-800/60',
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-300 disabled:bg-accent-400/60',
  outline:
    'border border-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-60 bg-transparent',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
} as const;

/** 'sm' for buttons in the rows of a list. */
const sizes = { md: 'px-5 py-2.5', sm: 'px-3 py-1.5 whitespace-nowrap' } as const;

export const buttonClasses = (
  variant: keyof typeof variants = 'primary',
  className?: string,
  size: keyof typeof sizes = 'md',
) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    sizes[size],
    variants[variant],
    className,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  loading?: boolean;
};

/** A button; while `loading` it is disabled and announces 'Cargando...'. */
export function Button({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  // Before hydration a click would send a server-rendered form the browser's way: a GET with
  // every field in the address. The button waits for the page's code instead.
  const submits = rest.type === 'submit';
  const waiting = !useHydrated(submits);
  return (
    <button
      type="button"
      className={buttonClasses(variant, className, size)}
      disabled={disabled || loading || waiting}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <Icon node={LoaderCircle} className="size-4 animate-spin" aria-hidden="true" />
          <span>Cargando...</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
