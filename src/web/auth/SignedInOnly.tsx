import { useEffect, type ReactNode } from 'react';
import { authLink } from '../components/layout/nav-items';
import { PageLoading } from '../components/layout/PageLoading';
import { useLocation, useNavigate } from '../navigation/navigation';
import { useSession } from './session-context';

/**
 * Renders `children` for a signed-in person. While the session check runs it shows the spinner;
 * once it finished without a person it sends them to the login, which brings them back here
 * afterwards. Someone who signs out here (or deletes the account) goes home instead. It works
 * under React Router and on a page that started without it (a lesson the server rendered for its
 * owner).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { status, endedAt } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;

  let away: string | null = null;
  // Known by the address, not by this component: a page that started without React Router is
  // drawn again under it as the person leaves, and that copy must send them home too.
  if (status === 'unauthenticated') away = endedAt === here ? '/' : authLink('login', here);
  useEffect(() => {
    if (away !== null) void navigate(away, { replace: true });
  }, [away, navigate]);
  return status === 'authenticated' ? children : <PageLoading />;
}
