import { useState } from 'react';
import type { AdminCoupon } from '../../../shared/responses/coupons';
import { COUPONS_CSV_HREF, useAdminCoupons, useSaveCoupon } from '../../api/admin-coupons';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { notify } from '../../components/ui/toast';
import { CouponDialog } from './coupons/CouponDialog';
import { CouponList } from './coupons/CouponList';
import { toggledCoupon } from './coupons/coupon-values';
import { PanelPage } from './PanelPage';

/** /panel/coupons: the discount codes, with their uses and revenue; created, edited, paused. */
export default function CouponsPage() {
  const coupons = useAdminCoupons();
  const toggle = useSaveCoupon();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);

  const pauseOrResume = (coupon: AdminCoupon) =>
    toggle.mutate(
      { id: coupon.id, coupon: toggledCoupon(coupon) },
      {
        onSuccess: () =>
          notify.success(
            coupon.active
              ? `Pausamos el cupón ${coupon.code}.`
              : `Reanudamos el cupón ${coupon.code}.`,
          ),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <PanelPage
      actions={
        <>
          <a href={COUPONS_CSV_HREF} download className={buttonClasses('outline')}>
            Exportar CSV
          </a>
          <Button onClick={() => setEditing('new')}>Crear cupón</Button>
        </>
      }
    >
      {coupons.isPending && <ListSkeleton />}
      {coupons.isError && (
        <LoadError>Ocurrió un error al obtener los cupones. Intente de nuevo más tarde.</LoadError>
      )}
      {coupons.isSuccess && coupons.data.length === 0 && (
        <p className="text-slate-700">Todavía no hay cupones. Creá el primero con 'Crear cupón'.</p>
      )}
      {coupons.isSuccess && (
        <CouponList
          coupons={coupons.data}
          onEdit={setEditing}
          onToggle={pauseOrResume}
          toggling={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        />
      )}
      <CouponDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </PanelPage>
  );
}
