import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

/**
 * Shows RouteError in place of a page that fails to render, as the router's `errorElement`
 * does once React Router has taken over.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
