import { FlaskConical, LoaderCircle } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/Icon';
import { PaymentFrame } from './PaymentFrame';

type SandboxFrameProps = {
  title: string;
  /** That no money is charged, and what to choose. */
  note: string;
  children: ReactNode;
};

/** A page of the sandbox provider, standing in for MercadoPago's: a test flask, its title and note. */
export function SandboxFrame({ title, note, children }: SandboxFrameProps) {
  return (
    <PaymentFrame>
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-300/40 text-accent-600">
            <Icon node={FlaskConical} className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        </div>
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-100">
          {note}
        </p>
        {children}
      </div>
    </PaymentFrame>
  );
}

/** The spinner while the sandbox's checkout loads. */
export function SandboxLoading() {
  return (
    <p role="status" className="flex justify-center py-6">
      <Icon node={LoaderCircle} className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Cargando...</span>
    </p>
  );
}
