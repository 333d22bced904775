import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { CourseCoverProps } from '../../components/course/CourseCover';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';

// The cover only shows: the server's markup stays while the price and the buy button are taken over.
const CourseCover = laterPart<CourseCoverProps>(() =>
  import('../../components/course/CourseCover').then((module) => ({ default: module.CourseCover })),
);
export const priceCardLaterParts = [CourseCover];

type PriceCardProps = {
  picture: CourseCoverProps['picture'];
  className?: string;
  children: ReactNode;
};

/** The white card of a course's or a route's page: the cover (the page's largest picture) over the price and buy. */
export function PriceCard({ picture, className, children }: PriceCardProps) {
  return (
    <div
      className={clsx('overflow-hidden rounded-2xl bg-white text-slate-800 shadow-xl', className)}
    >
      <HydrateLater>
        <CourseCover
          picture={picture}
          place="courseHeader"
          largest
          className="aspect-video w-full"
        />
      </HydrateLater>
      <div className="flex flex-col gap-5 p-6">{children}</div>
    </div>
  );
}
