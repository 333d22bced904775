import { Suspense, type ReactNode } from 'react';

/**
 * Server markup that can wait: React takes over the rest of the page first and this part
 * afterwards, in short slices at a lower priority (it hydrates a Suspense boundary's content
 * separately). A tap on it meanwhile makes React take it over at once and then handle the tap.
 * A later part inside (later-part.ts) keeps the server's markup until its code arrives; the empty
 * fallback shows only where there is no such markup (a page drawn in the browser).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
