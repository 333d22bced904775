import { Info } from 'lucide';
import type { InvoicingState } from '../../../api/admin-consumer-law';
import { Icon } from '../../../components/ui/Icon';

/** Says so when ARCA is not configured, or when vouchers go to its test environment. */
export function InvoicingNotice({ invoicing }: InvoicingState) {
  if (invoicing.enabled && invoicing.production) return null;
  return (
    <p className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
      <Icon node={Info} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {invoicing.enabled ? (
        <span>
          Los comprobantes se piden al entorno de homologación de ARCA: sirven para probar y no
          tienen validez fiscal. Para facturar de verdad, definí <code>ARCA_PRODUCTION=true</code>{' '}
          con el certificado de producción.
        </span>
      ) : (
        <span>
          La facturación electrónica está apagada: las compras se aprueban sin factura. Para
          emitirlas, definí <code>ARCA_CUIT</code>, <code>ARCA_CERT</code>, <code>ARCA_KEY</code>,{' '}
          <code>ARCA_POINT_OF_SALE</code> y <code>ARCA_TAX_CONDITION</code> y reiniciá el sitio.
        </span>
      )}
    </p>
  );
}
