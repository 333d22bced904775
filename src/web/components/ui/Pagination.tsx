import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { Icon } from './Icon';
import { pageNumbers } from './page-numbers';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page (the current one with another `page` in the query string). */
  hrefFor: (page: number) => string;
};

const ITEM = 'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-3 text-sm';
const LINK = `${ITEM} font-medium text-brand-800 hover:bg-brand-50`;

/** 'Previo' or 'Siguiente': a link, or a disabled one at either end. */
function StepLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <a role="link" aria-disabled="true" className={clsx(ITEM, 'text-slate-500')}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

/** Links to the other pages of a list: Previo, up to five numbers with gaps, Siguiente. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink to={page > 1 ? hrefFor(page - 1) : null}>
            <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
            Previo
          </StepLink>
        </li>
        {pageNumbers(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={clsx(ITEM, 'text-slate-500')}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  LINK,
                  'tabular-nums',
                  item === page && 'bg-brand-800 text-white hover:bg-brand-800',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={page < pageCount ? hrefFor(page + 1) : null}>
            Siguiente
            <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
