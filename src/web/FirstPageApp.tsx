import type { ComponentType } from 'react';
import { SiteLayout } from './auth/SiteLayout';
import { FirstPageNavigation, type LeaveFirstPage } from './navigation/FirstPageNavigation';
import type { AppLocation } from './navigation/navigation';
import { PageErrorBoundary } from './pages/PageErrorBoundary';

type Props = {
  /** The page's address pattern (page-registry.ts). */
  pattern: string;
  Page: ComponentType;
  start: AppLocation;
  leave: LeaveFirstPage;
};

/**
 * A public page as a visit starts on it, without React Router: rendered so by the server and
 * taken over so by the browser (start-app.tsx). The markup is the router's for the same page.
 */
export function FirstPageApp({ pattern, Page, start, leave }: Props) {
  return (
    <FirstPageNavigation start={start} pattern={pattern} leave={leave}>
      <SiteLayout>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      </SiteLayout>
    </FirstPageNavigation>
  );
}
