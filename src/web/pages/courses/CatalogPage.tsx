import { COURSES_META } from '../../../shared/page-meta/courses';
import { useCatalogue } from '../../api/courses';
import { CourseGridSkeleton } from '../../components/course/CourseCardSkeleton';
import { CourseFilterBar } from '../../components/course/CourseFilterBar';
import { CourseGrid } from '../../components/course/CourseGrid';
import { filterCourses, type CourseFilters } from '../../components/course/filter-courses';
import { NoCoursesMessage } from '../../components/course/NoCoursesMessage';
import { NoMatches } from '../../components/course/NoMatches';
import { useCourseFilters } from '../../components/course/use-course-filters';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBanner } from './CatalogBanner';

function CatalogResults({ filters, onClear }: { filters: CourseFilters; onClear: () => void }) {
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
      <CourseGrid courses={shown} firstScreen={3} />
    </>
  );
}

/** /courses: the visible courses, filtered on the client by title and category. */
export default function CatalogPage() {
  usePageMeta(COURSES_META);
  const { filters, update, clear } = useCourseFilters();
  return (
    <>
      <CatalogBanner>
        <CourseFilterBar filters={filters} onChange={update} tone="dark" />
      </CatalogBanner>
      <section aria-labelledby="catalog-list" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="catalog-list" className="sr-only">
          Listado de cursos
        </h2>
        <CatalogResults filters={filters} onClear={clear} />
      </section>
    </>
  );
}
