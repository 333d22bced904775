import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../../shared/account-rules';
import { RequireAuth } from '../../auth/RequireAuth';
import { useUser } from '../../auth/session-context';
import { PanelNav } from './PanelNav';

/** The panel itself: the navy band with the heading and the tabs, then the chosen page. */
function PanelFrame() {
  return (
    <>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 pt-8 sm:px-6">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold sm:text-3xl">Panel de administración</h1>
            <p className="text-sm text-brand-100">Usuarios, compras y cursos del sitio.</p>
          </div>
          <PanelNav />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
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
