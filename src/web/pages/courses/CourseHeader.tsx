import { CATEGORY_LABELS } from '../../../shared/courses';
import { PriceTag } from '../../components/course/PriceTag';
import { RatingLine } from '../../components/course/RatingLine';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { CourseFacts } from './CourseFacts';
import { hasTrailer, learningPointsOf } from './course-meta';
import { HeaderIntro } from './HeaderIntro';
import { IncludedInBundles } from './IncludedInBundles';
import { InstallmentsNote } from './InstallmentsNote';
import { PriceCard, priceCardLaterParts } from './PriceCard';
import { PurchaseAction } from './PurchaseAction';
import type { CourseDetail } from '../../../shared/responses/courses';

// What only shows (lists of text, like the price card's cover): the server's markup stays while
// the price and the buy button are taken over, and these parts follow.
const LearningPoints = laterPart(() => import('./LearningPoints'));
const IncludedList = laterPart(() => import('./IncludedList'));
export const headerLaterParts = [...priceCardLaterParts, LearningPoints, IncludedList];

/**
 * The top of a course page: cover, title (the h1), facts, what is included, price and buy.
 * Without a trailer to sit beside, 'Lo que vas a aprender' fills the header next to the price
 * card, and what is included stays in the card; with one, what is included takes that place.
 * A course that lists nothing it includes shows no such list.
 */
export function CourseHeader({ course }: { course: CourseDetail }) {
  const learning = learningPointsOf(course);
  const learningHere = !hasTrailer(course) && learning.length > 0;
  const { included } = course;
  return (
    <section aria-labelledby="course-title" className="bg-brand-900 text-white">
      {/* On a phone the price card comes right after the title and facts, before the lists. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-y-6 lg:py-16">
        <div className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <HeaderIntro
            label={CATEGORY_LABELS[course.category]}
            titleId="course-title"
            title={course.title}
            description={course.description}
          />
          {course.rating && (
            <a href="#course-reviews" className="w-fit text-accent-300 hover:underline">
              <RatingLine rating={course.rating} />
            </a>
          )}
          <CourseFacts course={course} />
        </div>
        {/* On a desktop the card stays in view, under the site's navigation, while the header lasts. */}
        <PriceCard
          picture={course.picture}
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <PriceTag course={course} size="page" />
          <InstallmentsNote terms={course.installments} />
          <div data-header-buy>
            <PurchaseAction item={{ kind: 'course', id: course.id, slug: course.slug }} />
          </div>
          <IncludedInBundles bundles={course.bundles} />
          {learningHere && included.length > 0 && (
            <HydrateLater>
              <IncludedList items={included} tone="light" />
            </HydrateLater>
          )}
        </PriceCard>
        {(learningHere || included.length > 0) && (
          <div className="lg:col-start-1 lg:row-start-2">
            <HydrateLater>
              {learningHere ? (
                <LearningPoints points={learning} tone="dark" />
              ) : (
                <IncludedList items={included} tone="dark" />
              )}
            </HydrateLater>
          </div>
        )}
      </div>
    </section>
  );
}
