import { clsx } from 'clsx';
import { CircleCheck, Clock, MapPin, Phone, Video } from 'lucide';
import type { ConsultationType } from '../../../shared/responses/consultations';
import {
  consultationPrice,
  durationLabel,
  MODE_LABELS,
} from '../../components/consultations/consultation-text';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { Link } from '../../navigation/Link';
import { choiceSearch } from './booking-choice';

const MODE_ICONS = { video: Video, presencial: MapPin, telefono: Phone } as const;

type Props = { type: ConsultationType; chosen: boolean };

/**
 * One consultation type: title, description, length, mode and price, and the link that chooses
 * it (a link, so that it works before the page's code arrives).
 */
export function ConsultationTypeCard({ type, chosen }: Props) {
  const titleId = `consultation-type-${type.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1',
        chosen ? 'ring-2 ring-brand-700' : 'ring-slate-200',
      )}
    >
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        {type.title}
      </h3>
      {type.description && <p className="text-slate-600">{type.description}</p>}
      <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Duración</dt>
          <Icon node={Clock} className="size-4 text-brand-700" aria-hidden="true" />
          <dd>{durationLabel(type.durationMinutes)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Modalidad</dt>
          <Icon node={MODE_ICONS[type.mode]} className="size-4 text-brand-700" aria-hidden="true" />
          <dd>{MODE_LABELS[type.mode]}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Precio</dt>
          <dd className="text-base font-bold text-brand-900">{consultationPrice(type.price)}</dd>
        </div>
      </dl>
      <Link
        to={{ search: choiceSearch({ typeId: type.id, start: null }) }}
        replace
        preventScrollReset
        aria-describedby={titleId}
        aria-current={chosen ? 'true' : undefined}
        className={buttonClasses(chosen ? 'primary' : 'outline', 'self-start')}
      >
        {chosen && <Icon node={CircleCheck} className="size-4" aria-hidden="true" />}
        {chosen ? 'Elegida' : 'Elegir esta consulta'}
      </Link>
    </article>
  );
}
