import { useOwnedCourses } from '../../api/owned-courses';
import { usePurchaseHistory } from '../../api/payments';
import { CourseGridSkeleton } from '../../components/course/CourseCardSkeleton';
import { CourseFilterBar } from '../../components/course/CourseFilterBar';
import { CourseGrid } from '../../components/course/CourseGrid';
import { filterCourses } from '../../components/course/filter-courses';
import { NoMatches } from '../../components/course/NoMatches';
import { useCourseFilters } from '../../components/course/use-course-filters';
import { LoadError } from '../../components/ui/LoadError';
import { AccountSection } from './AccountSection';
import { EmptyState, ViewCoursesLink } from './EmptyState';
import { emptyCoursesText } from './empty-courses-text';
import { MyCertificates } from './MyCertificates';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

/** Why the list is empty: asked of the purchases only then. */
function NoCoursesYet() {
  const history = usePurchaseHistory();
  if (history.isPending) return <CourseGridSkeleton count={1} />;
  return (
    <EmptyState action={<ViewCoursesLink />}>
      {emptyCoursesText(history.data?.purchases)}
    </EmptyState>
  );
}

function OwnedCourseList() {
  const { data: owned, isPending, isError } = useOwnedCourses();
  const { filters, update, clear } = useCourseFilters();
  if (isPending) return <CourseGridSkeleton count={2} />;
  if (isError) {
    return (
      <LoadError>Ocurrió un error al obtener los cursos. Intente de nuevo más tarde.</LoadError>
    );
  }
  if (owned.length === 0) {
    return <NoCoursesYet />;
  }
  const shown = filterCourses(
    owned.map((entry) => entry.course),
    filters,
  );
  return (
    <div className="flex flex-col gap-6">
      <CourseFilterBar filters={filters} onChange={update} />
      {shown.length === 0 ? (
        <NoMatches onClear={clear} />
      ) : (
        <CourseGrid courses={shown} className={GRID} />
      )}
    </div>
  );
}

/** /account/courses: the person's courses with progress, filtered by title and category. */
export default function MyCoursesPage() {
  return (
    <AccountSection>
      <MyCertificates />
      <OwnedCourseList />
    </AccountSection>
  );
}
