import { formatPrice } from '../../../../shared/money';
import type { AdminConsultationType } from '../../../../shared/responses/admin-consultations';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';
import { modeLabel } from './consultation-values';

type ConsultationTypeListProps = {
  types: AdminConsultationType[];
  onEdit: (type: AdminConsultationType) => void;
};

/** The consultation types, one card each: title, length, price, mode and whether offered. */
export function ConsultationTypeList({ types, onEdit }: ConsultationTypeListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {types.map((type) => (
        <li
          key={type.id}
          aria-label={`Consulta ${type.title}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-brand-900">{type.title}</p>
            <p className="text-sm text-slate-700">
              {type.durationMinutes} minutos · {modeLabel(type.mode)} ·{' '}
              {type.price === 0 ? 'Gratuita' : formatPrice(type.price)}
            </p>
            {type.description && <p className="text-sm text-slate-600">{type.description}</p>}
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end">
            {type.active ? (
              <StatusTag tone="success">Activa</StatusTag>
            ) : (
              <StatusTag tone="neutral">Inactiva</StatusTag>
            )}
            <Button size="sm" variant="outline" onClick={() => onEdit(type)}>
              Editar
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
