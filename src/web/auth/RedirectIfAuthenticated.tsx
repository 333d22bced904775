import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading';
import { useSession } from './session-context';
import { useRedirectTarget } from './use-redirect-target';

/**
 * Login and register are for signed-out people: someone already signed in when arriving goes to
 * `redirect_url` (or their account). Signing in on the page itself is left to the page, which
 * decides where to go (registration first shows the verification dialog).
 */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  const target = useRedirectTarget('/account/profile');
  const [onArrival, setOnArrival] = useState(status);
  if (onArrival === 'loading' && status !== 'loading') setOnArrival(status);

  if (onArrival === 'loading') return <PageLoading />;
  if (onArrival === 'authenticated') return <Navigate to={target} replace />;
  return <Outlet />;
}
