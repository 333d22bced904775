import { Outlet } from 'react-router';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { SiteLayout } from './SiteLayout';

/** The router's root route: the site layout around the matched page. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </RouterNavigation>
  );
}
