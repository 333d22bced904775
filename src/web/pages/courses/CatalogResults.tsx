import { useCatalogue } from '../../api/courses';
import { CourseGridSkeleton } from '../../components/course/CourseCardSkeleton';
import { CourseGrid } from '../../components/course/CourseGrid';
import { filterCourses, type CourseFilters } from '../../components/course/filter-courses';
import { NoCoursesMessage } from '../../components/course/NoCoursesMessage';
import { NoMatches } from '../../components/course/NoMatches';

/** The catalogue's courses that match the filters, or why there are none. */
export default function CatalogResults({
  filters,
  onClear,
}: {
  filters: CourseFilters;
  onClear: () => void;
}) {
  const { data: courses, isPending, isError } = useCatalogue();
  if (isPending) return <CourseGridSkeleton count={6} />;
  if (isError || courses.length === 0) return <NoCoursesMessage />;
  const shown = filterCourses(courses, filters);
  if (shown.length === 0) return <NoMatches onClear={onClear} />;
  return (
    <>
      <p className="sr-only" role="status">
        {shown.length === 1 ? '1 curso encontrado' : `${shown.length} cursos encontrados`}
      </p>
      {/* One: on a phone the first card fills the first screen, and covers asked for with it would
          share the connection with its cover. Wider, the next covers are in view, and lazy
          loading asks for them at the first layout. */}
      <CourseGrid courses={shown} firstScreen={1} />
    </>
  );
}
