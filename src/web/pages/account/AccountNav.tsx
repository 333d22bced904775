import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { ACCOUNT_PAGES, accountHref } from './account-pages';

/** The account's side menu; the current page is highlighted and marked aria-current="page". */
export function AccountNav() {
  return (
    <nav aria-label="Mi cuenta">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {Object.values(ACCOUNT_PAGES).map((page) => (
          <li key={page.path}>
            <NavLink
              to={accountHref(page)}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium',
                  isActive
                    ? 'bg-brand-800 text-white'
                    : 'text-slate-800 hover:bg-brand-50 hover:text-brand-900',
                )
              }
            >
              <Icon node={page.icon} className="size-4 shrink-0" aria-hidden="true" />
              {page.meta.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
