import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 disabled:bg-brand-800/60',
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-300 disabled:bg-accent-400/60',
  outline:
    'border border-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-60 bg-transparent',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:opacity-60',
} as const;

export const buttonClasses = (variant: keyof typeof variants = 'primary', className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  loading?: boolean;
};

/** A button; while `loading` it is disabled and announces 'Cargando...'. */
export function Button({
  variant,
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          <span>Cargando...</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
