import { Suspense, type ReactNode } from 'react';

/**
 * Server markup that can wait: React takes over the rest of the page first and this part
 * afterwards, in short slices at a lower priority (it hydrates a Suspense boundary's content
 * separately). A tap on it meanwhile makes React take it over at once and then handle the tap.
 * Nothing inside suspends, so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
