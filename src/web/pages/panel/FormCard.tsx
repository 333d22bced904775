import { clsx } from 'clsx';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';

type FormCardProps = {
  /** Its heading (h3, under the page's h2), which names the form. */
  title: string;
  /** What it sets, below the heading. */
  description: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** Its width, for one narrower than the page. */
  className?: string;
  children: ReactNode;
};

/** A form of the panel on a white card: its heading and what it sets, then its fields. */
export function FormCard({ title, description, onSubmit, className, children }: FormCardProps) {
  const headingId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </form>
  );
}

/** 'Guardar', the last row of a FormCard; busy while the form is saved. */
export function FormCardSave({ saving }: { saving: boolean }) {
  return (
    <div>
      <Button type="submit" loading={saving}>
        Guardar
      </Button>
    </div>
  );
}
