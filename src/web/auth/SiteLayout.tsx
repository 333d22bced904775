import type { ReactNode } from 'react';
import { Layout } from '../components/layout/Layout';
import { AuthProvider } from './AuthProvider';

/** The site layout with the session available to every page and to the navigation. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <Layout>{children}</Layout>
    </AuthProvider>
  );
}
