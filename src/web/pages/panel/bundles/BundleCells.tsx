import { Pencil } from 'lucide';
import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { saleInForce } from '../../../../shared/pricing';
import type { AdminBundle } from '../../../../shared/responses/bundles';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag } from '../../../components/ui/StatusTag';
import { useNow } from '../../../lib/use-now';
import { Link } from '../../../navigation/Link';
import { BUNDLES_HREF } from './bundle-values';

/** The bundle's public page. */
export const bundlePageHref = (bundle: Pick<AdminBundle, 'id' | 'slug'>) =>
  `/rutas/${bundle.id}/${bundle.slug}`;

/** The title, and a link to the public page under it. */
export function BundleTitle({ bundle }: { bundle: AdminBundle }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium break-words text-slate-900">{bundle.title}</span>
      <a
        href={bundlePageHref(bundle)}
        className="w-fit text-sm break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {bundlePageHref(bundle)}
        <span className="sr-only"> (página pública de {bundle.title})</span>
      </a>
    </div>
  );
}

/** The list price, and the sale: in force until its end, or ended. */
export function BundlePrice({ bundle }: { bundle: AdminBundle }) {
  const sale = saleInForce(bundle, useNow());
  return (
    <div className="flex flex-col gap-0.5 tabular-nums">
      <span>{formatPrice(bundle.price)}</span>
      {sale && (
        <span className="text-sm text-emerald-800">
          Oferta {formatPrice(sale.price)} hasta el {formatDate(sale.endsAt)}
        </span>
      )}
      {!sale && bundle.salePrice !== null && bundle.saleEndsAt !== null && (
        <span className="text-sm text-slate-600">
          Oferta de {formatPrice(bundle.salePrice)} terminada el {formatDate(bundle.saleEndsAt)}
        </span>
      )}
    </div>
  );
}

export const BundleVisibility = ({ bundle }: { bundle: AdminBundle }) =>
  bundle.visibility ? (
    <StatusTag tone="success">Pública</StatusTag>
  ) : (
    <StatusTag tone="warning">Privada</StatusTag>
  );

export function EditBundleLink({ bundle }: { bundle: AdminBundle }) {
  return (
    <Link to={`${BUNDLES_HREF}/${bundle.id}`} className={buttonClasses('outline', undefined, 'sm')}>
      <Icon node={Pencil} className="size-4" aria-hidden="true" />
      Editar<span className="sr-only"> {bundle.title}</span>
    </Link>
  );
}
