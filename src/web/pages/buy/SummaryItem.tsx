import { formatPrice } from '../../../shared/money';
import { CourseCover } from '../../components/course/CourseCover';
import type { BuyItem } from './buy-item';
import type { OwnedShare } from './use-owned-share';

/**
 * What is being bought at the top of the summary: the course, or the route with its courses and,
 * for a buyer who has some of them, what the route costs them.
 */
export function SummaryItem({
  item,
  share,
  quantity = 1,
}: {
  item: BuyItem;
  share: OwnedShare;
  /** How many: a company's seats, else one. */
  quantity?: number;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-4">
        <CourseCover
          picture={item.picture}
          place="thumbnail"
          loading="eager"
          className="aspect-video w-24 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {item.kind === 'bundle' && (
            <p className="text-xs font-semibold text-brand-600">Ruta de aprendizaje</p>
          )}
          <p className="leading-snug font-semibold text-brand-900">{item.title}</p>
          <p className="text-sm text-slate-600">
            <span className="sr-only">Cantidad: </span>x{quantity}
            {quantity > 1 && ' licencias'}
          </p>
        </div>
      </div>
      {item.courses.length > 0 && (
        <ol aria-label="Cursos de la ruta" className="list-decimal pl-5 text-sm text-slate-700">
          {item.courses.map((course) => (
            <li key={course.id}>{course.title}</li>
          ))}
        </ol>
      )}
      {share.owned > 0 && share.price !== undefined && (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          Ya tenés {share.owned} de estos cursos: pagás {formatPrice(share.price)}
        </p>
      )}
    </div>
  );
}
