import { Suspense, useState } from 'react';
import { LazyMarkdown } from '../../components/markdown/LazyMarkdown';
import { markdownClassName } from '../../components/markdown/markdown-class-name';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A course's description, written in markdown. In a server-rendered page it is static text that
 * has already arrived: the browser keeps that markup as it is (an element whose inner HTML React
 * leaves alone), so the markdown renderer is neither downloaded nor run for it. A page the
 * browser draws itself, or another course reached from this one, renders it here.
 */
export function CourseDescription({ content }: { content: string }) {
  const hydrated = useHydrated();
  const [keepServerMarkup] = useState(() => !hydrated && typeof document !== 'undefined');
  return (
    <Suspense fallback={null}>
      {keepServerMarkup ? (
        <div
          className={markdownClassName()}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      ) : (
        <LazyMarkdown>{content}</LazyMarkdown>
      )}
    </Suspense>
  );
}
