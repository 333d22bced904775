import { Play } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import type { Reel } from './founder-reels';

/** A short-video thumbnail: picture, play icon, title and duration; opens that reel on Instagram. */
export function ReelCard({ reel }: { reel: Reel }) {
  return (
    <a
      href={reel.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex aspect-[16/10] flex-col justify-end overflow-hidden rounded-2xl bg-brand-900 p-4 text-white shadow-md transition-shadow hover:shadow-xl sm:aspect-[3/4]"
    >
      <img
        src={reel.image}
        alt={reel.imageAlt}
        width={300}
        height={400}
        loading="lazy"
        className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
      <span
        className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-lg transition-transform group-hover:scale-110"
        aria-hidden="true"
      >
        <Icon node={Play} className="ml-0.5 size-6 fill-current" />
      </span>
      <span className="relative text-sm leading-snug font-semibold [text-shadow:0_1px_3px_rgba(0,0,0,0.5)]">
        {reel.title}
      </span>
      <span className="absolute top-3 right-3 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold">
        <span aria-hidden="true">{reel.duration}</span>
        <span className="sr-only">, {reel.durationLabel}</span>
      </span>
      <span className="sr-only"> (video en Instagram, se abre en una pestaña nueva)</span>
    </a>
  );
}
