import { CourseCard } from './CourseCard';
import { COURSE_GRID_CLASSES } from './grid-classes';
import { useCourseOwnership } from './use-course-ownership';
import type { CourseCard as CourseCardData, CourseRating } from '../../../shared/responses/courses';

type CourseGridProps = {
  courses: (CourseCardData & { rating?: CourseRating })[];
  className?: string;
  /** How many cards open the first screen: their covers load at once, the first one first. */
  firstScreen?: number;
};

/**
 * Course cards in a responsive grid: 1 column small, 2 medium, 3 large (or the given classes).
 * A signed-in owner's cards show the progress and lead to the course player.
 */
export function CourseGrid({ courses, className, firstScreen = 0 }: CourseGridProps) {
  const ownership = useCourseOwnership();
  return (
    <ul role="list" className={className ?? COURSE_GRID_CLASSES}>
      {courses.map((course, index) => (
        <li key={course.id} className="min-w-0">
          <CourseCard
            course={course}
            owned={ownership.owns(course.id)}
            progress={ownership.progressOf(course.id)}
            resume={ownership.resumeOf(course.id)}
            coverLoading={index < firstScreen ? 'eager' : 'lazy'}
            largestCover={firstScreen > 0 && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
