import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SignedInOnly } from './SignedInOnly';

/** A route for signed-in people only (SignedInOnly): renders `children` when given, else the matched child route. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  return <SignedInOnly>{children ?? <Outlet />}</SignedInOnly>;
}
