import { useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLocation } from '../navigation/navigation';
import { authLink } from '../components/layout/nav-items';
import { PageLoading } from '../components/layout/PageLoading';
import { useSession } from './session-context';

/**
 * Renders signed-in pages. While the session check runs it shows the spinner; once it finished
 * without a person it sends them to the login, which brings them back here afterwards. Someone who
 * signs out here (or deletes the account) goes home instead. Renders `children` when given, else
 * the matched child route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(false);
  if (status === 'authenticated' && !hadUser) setHadUser(true);

  if (status === 'loading') return <PageLoading />;
  if (status === 'authenticated') return children ?? <Outlet />;
  const to = hadUser ? '/' : authLink('login', `${location.pathname}${location.search}`);
  return <Navigate to={to} replace />;
}
