import type { ReactNode } from 'react';
import { BannerHighlights, type BannerHighlight } from './BannerHighlights';

type PageBannerProps = {
  /** The small line above the heading ('Servicios'). */
  eyebrow: string;
  titleId: string;
  /** The page's only h1. */
  title: string;
  intro: string;
  /** A button or link below the intro. */
  action?: ReactNode;
  highlights: readonly BannerHighlight[];
};

/** The navy banner that opens a public page: its h1 and intro, and its promises beside them. */
export function PageBanner({
  eyebrow,
  titleId,
  title,
  intro,
  action,
  highlights,
}: PageBannerProps) {
  return (
    <section aria-labelledby={titleId} className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
          <h1 id={titleId} className="text-3xl font-bold sm:text-5xl">
            {title}
          </h1>
          <p className="text-lg text-brand-100">{intro}</p>
          {action}
        </div>
        <BannerHighlights items={highlights} />
      </div>
    </section>
  );
}
