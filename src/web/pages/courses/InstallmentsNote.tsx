import { CARD_BRANDS, installmentsLine } from '../../../shared/installments';
import type { CourseDetail } from '../../../shared/responses/courses';

/**
 * 'Pagalo en hasta 6 cuotas' ('sin interés' only when the firm absorbs the interest) and the
 * cards that take them, as text; nothing when the checkout is a single payment.
 */
export function InstallmentsNote({ terms }: { terms: CourseDetail['installments'] }) {
  const line = installmentsLine(terms);
  if (!line) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800">{line}</p>
      <ul aria-label="Tarjetas" className="flex flex-wrap gap-1.5">
        {CARD_BRANDS.map((brand) => (
          <li
            key={brand}
            className="rounded-md px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300"
          >
            {brand}
          </li>
        ))}
      </ul>
    </div>
  );
}
