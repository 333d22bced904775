import { ArrowRight } from 'lucide';
import { CATEGORY_LABELS } from '../../../shared/courses';
import { Icon } from '../ui/Icon';
import { cardAction } from './card-action';
import { CARD_FRAME_CLASSES, CardTitleLink } from './CardTitleLink';
import { coursePath, ownedCoursePath } from './course-paths';
import { CourseCover } from './CourseCover';
import { CourseProgressStatus } from './CourseProgressStatus';
import { PriceTag } from './PriceTag';
import { RatingLine } from './RatingLine';
import type { CourseCard as CourseCardData, CourseRating } from '../../../shared/responses/courses';
import type { CourseProgress, OwnedResume } from '../../../shared/responses/learning';
import { ResumeLine } from './ResumeLine';

type CourseCardProps = {
  /** A catalogue card carries its rating; an owned course's card none. */
  course: CourseCardData & { rating?: CourseRating };
  /** An owned course leads to the player instead of the public page. */
  owned?: boolean;
  progress?: CourseProgress;
  /** Where an owned course opens again: the card leads there and says so. */
  resume?: OwnedResume | null;
  /** 'eager' for a card on the first screen (its cover may be the page's largest picture). */
  coverLoading?: 'lazy' | 'eager';
  /** The card whose cover is the page's largest picture (the catalogue's first). */
  largestCover?: boolean;
};

/**
 * A catalogue card: picture, category, title (the card's link), description, and the price (a
 * sale's while in force) — or, for an owned course, the progress.
 */
export function CourseCard({
  course,
  owned = false,
  progress,
  resume,
  coverLoading,
  largestCover,
}: CourseCardProps) {
  return (
    <article className={CARD_FRAME_CLASSES}>
      <CourseCover
        picture={course.picture}
        loading={coverLoading}
        largest={largestCover}
        className="aspect-video w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          {CATEGORY_LABELS[course.category]}
        </span>
        <CardTitleLink to={owned ? ownedCoursePath(course, resume, progress) : coursePath(course)}>
          {course.title}
        </CardTitleLink>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <RatingLine rating={course.rating} className="text-amber-700" />
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          {owned ? (
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <CourseProgressStatus progress={progress} />
              {resume && progress && progress.percent < 100 && <ResumeLine resume={resume} />}
            </div>
          ) : (
            <PriceTag course={course} size="card" />
          )}
          <span
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            {cardAction(owned, progress)}
            <Icon
              node={ArrowRight}
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </div>
      </div>
    </article>
  );
}
