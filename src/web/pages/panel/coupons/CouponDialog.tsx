import type { FormEvent } from 'react';
import type { AdminCoupon } from '../../../../shared/responses/coupons';
import { useSaveCoupon } from '../../../api/admin-coupons';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { SelectField, TextField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { CoursePicker } from '../users/CoursePicker';
import { dialogOutcome } from '../users/dialog-outcome';
import { couponBody, couponValues, NEW_COUPON, type CouponValues } from './coupon-values';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Porcentaje' },
  { value: 'amount', label: 'Importe fijo en pesos' },
];

type CouponDialogProps = {
  /** The coupon to edit, 'new' for a new one, null when closed. */
  editing: AdminCoupon | 'new' | null;
  onClose: () => void;
};

/**
 * Creates or edits a coupon; the server's messages appear under the fields. Keyed by the coupon
 * it edits, so opening another one starts from its values.
 */
export function CouponDialog({ editing, onClose }: CouponDialogProps) {
  const save = useSaveCoupon();
  const form = useApiForm<CouponValues>(
    editing === null || editing === 'new' ? NEW_COUPON : couponValues(editing),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(
      { id: editing === 'new' ? null : editing.id, coupon: couponBody(form.values) },
      dialogOutcome(onClose, form.showError),
    );
  };
  const percent = form.values.kind === 'percent';

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(next) => !next && onClose()}
      title={editing === 'new' ? 'Crear cupón' : 'Editar cupón'}
      description="Un descuento que el comprador escribe en '¿Tenés un cupón?' al pagar."
      wide
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Código"
            hint="Letras y números, sin espacios. Da igual mayúsculas o minúsculas."
            autoComplete="off"
            {...form.field('code')}
          />
          <SelectField label="Tipo de descuento" options={KIND_OPTIONS} {...form.field('kind')} />
          <TextField
            label={percent ? 'Descuento (%)' : 'Descuento ($)'}
            hint={percent ? 'De 1 a 100; 100 regala el curso.' : 'En pesos, se resta del precio.'}
            inputMode="decimal"
            {...form.field('value')}
          />
          <TextField
            label="Máximo de usos"
            hint="Opcional; vacío, sin límite."
            inputMode="numeric"
            {...form.field('maxUses')}
          />
          <TextField
            label="Válido desde"
            hint="Opcional."
            type="date"
            {...form.field('validFrom')}
          />
          <TextField
            label="Válido hasta"
            hint="Opcional; vale hasta las 23:59 de ese día."
            type="date"
            {...form.field('validTo')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <CoursePicker
            owned={[]}
            selected={form.values.courseIds}
            onChange={(ids) => form.set('courseIds', ids)}
            error={form.errors.courseIds}
          />
          <p className="text-sm text-slate-600">Sin ninguno marcado, vale para todos los cursos.</p>
        </div>
        <Checkbox
          label="Una vez por persona"
          hint="Cada comprador puede usarlo en una sola compra."
          checked={form.values.onePerPerson}
          onChange={(event) => form.set('onePerPerson', event.target.checked)}
        />
        <Checkbox
          label="Activo"
          hint="Un cupón pausado no se puede usar hasta reanudarlo."
          checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <ModalActions>
          <Button type="submit" loading={save.isPending}>
            {editing === 'new' ? 'Crear cupón' : 'Guardar cambios'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
