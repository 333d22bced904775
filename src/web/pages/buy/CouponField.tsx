import type { FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { useDisclosure } from '../../lib/use-disclosure';
import type { CouponState } from './use-coupon';

/**
 * '¿Tenés un cupón?': a link that opens a field of its own (its own form, so Enter applies the
 * coupon and never sends the buyer form); once applied, the code with 'Quitar'.
 */
export function CouponField({ coupon }: { coupon: CouponState }) {
  const { open, contentId, buttonProps } = useDisclosure();

  if (coupon.applied) {
    return (
      <p className="flex items-center justify-between gap-3 text-sm text-slate-700">
        <span>
          Cupón <span className="font-mono font-semibold">{coupon.applied.coupon}</span> aplicado
        </span>
        <Button size="sm" variant="outline" onClick={coupon.remove}>
          Quitar
        </Button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    coupon.apply();
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        {...buttonProps}
        className="w-fit text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        ¿Tenés un cupón?
      </button>
      <form
        id={contentId}
        hidden={!open}
        onSubmit={submit}
        noValidate
        className="flex items-start gap-2"
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="Código del cupón"
            name="coupon"
            autoComplete="off"
            value={coupon.code}
            error={coupon.error}
            onChange={(event) => coupon.type(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" loading={coupon.checking} className="mt-7">
          Aplicar
        </Button>
      </form>
    </div>
  );
}
