import { clsx } from 'clsx';
import type { CourseCard as CourseCardData } from '../../../shared/courses';
import { CourseCard } from './CourseCard';
import { COURSE_GRID_CLASSES } from './grid-classes';

type CourseGridProps = { courses: CourseCardData[]; className?: string };

/** Course cards in a responsive grid: 1 column small, 2 medium, 3 large. */
export function CourseGrid({ courses, className }: CourseGridProps) {
  return (
    <ul role="list" className={clsx(COURSE_GRID_CLASSES, className)}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
