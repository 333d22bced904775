import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Link } from '../../navigation/Link';
import { useSession } from '../../auth/session-context';
import { useSectionLink } from '../../lib/use-section-link';
import { buttonClasses } from '../ui/Button';
import { AccountButtonFace, accountButtonClasses } from './AccountButtonFace';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { authLink, NAV_PAGES, NAV_SECTIONS } from './nav-items';
import { useReturnPath } from './use-return-path';
import type { PublicUser } from '../../../shared/responses/auth';

// The menu library loads for signed-in people only, after the page.
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * Where the account button goes while the session is checked (the request carried a session
 * cookie): its size, so that nothing moves when the check answers.
 */
function AccountPlaceholder() {
  return (
    <span className={clsx(accountButtonClasses, 'invisible')} aria-hidden="true">
      <AccountButtonFace user={null} />
    </span>
  );
}

/** The account button as it looks, while its menu loads. */
function AccountButton({ user }: { user: PublicUser }) {
  return (
    <span className={accountButtonClasses}>
      <AccountButtonFace user={user} />
    </span>
  );
}

const navLinkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800';

export function Navbar() {
  const { user, status } = useSession();
  const goToSection = useSectionLink();
  const here = useReturnPath();
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <nav
        aria-label="Principal"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <ul className="hidden items-center gap-1 xl:flex">
          {NAV_SECTIONS.map((item) => (
            <li key={item.sectionId}>
              <a
                href={`/#${item.sectionId}`}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection(item.sectionId);
                }}
                className={navLinkClasses}
              >
                {item.label}
              </a>
            </li>
          ))}
          {NAV_PAGES.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={navLinkClasses}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden min-w-40 items-center justify-end gap-2 xl:flex">
          {status === 'loading' && <AccountPlaceholder />}
          {user && (
            <Suspense fallback={<AccountButton user={user} />}>
              <AccountMenu user={user} />
            </Suspense>
          )}
          {status === 'unauthenticated' && (
            <>
              <Link to={authLink('login', here)} className={buttonClasses('ghost')}>
                Iniciar sesión
              </Link>
              <Link to={authLink('register', here)} className={buttonClasses('primary')}>
                Crear cuenta
              </Link>
            </>
          )}
        </div>
        <MobileMenu here={here} onSection={goToSection} />
      </nav>
    </header>
  );
}
