import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../../shared/account-rules';
import { RequireAuth } from '../../auth/RequireAuth';
import { useUser } from '../../auth/session-context';
import { PanelNav } from './PanelNav';

/** The panel itself: the navy band with the heading, then the side menu and the chosen page. */
function PanelFrame() {
  return (
    <>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 sm:px-6 md:py-4">
          <h1 className="text-2xl font-bold sm:text-3xl">Panel de administración</h1>
          <p className="text-sm text-brand-100">Usuarios, compras y cursos del sitio.</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <PanelNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}

/** Someone signed in without the admin role goes home; the API refuses them anyway. */
function AdminOnly() {
  const user = useUser();
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <PanelFrame />;
}

/**
 * /panel and everything under it. While the session check runs, the spinner; signed out, the
 * login (which comes back here); signed in but not an administrator, the home page.
 */
export default function PanelLayout() {
  return (
    <RequireAuth>
      <AdminOnly />
    </RequireAuth>
  );
}
