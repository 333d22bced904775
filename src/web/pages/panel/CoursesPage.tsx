import { Plus, Route } from 'lucide';
import { Link } from '../../navigation/Link';
import { useAdminCourses } from '../../api/admin';
import { CourseGridSkeleton } from '../../components/course/CourseCardSkeleton';
import { COURSE_GRID_CLASSES } from '../../components/course/grid-classes';
import { NoMatches } from '../../components/course/NoMatches';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { counted } from '../../lib/plural';
import { EmptyState } from '../account/EmptyState';
import { CourseListFilters } from './courses/CourseListFilters';
import { PanelCourseCard } from './courses/PanelCourseCard';
import { filterAdminCourses, useAdminCourseFilters } from './courses/use-admin-course-filters';
import { PanelPage } from './PanelPage';

function CourseList() {
  const { data: courses, isPending, isError } = useAdminCourses();
  const { filters, update, clear } = useAdminCourseFilters();
  if (isPending) return <CourseGridSkeleton count={3} />;
  if (isError) {
    return (
      <LoadError>Ocurrió un error al obtener los cursos. Intente de nuevo más tarde.</LoadError>
    );
  }
  if (courses.length === 0) return <EmptyState>Todavía no hay cursos. Creá el primero.</EmptyState>;
  const shown = filterAdminCourses(courses, filters);
  return (
    <>
      <CourseListFilters filters={filters} onChange={update} />
      <p role="status" className="text-sm text-slate-600">
        {counted(shown.length, 'curso', 'cursos')}
      </p>
      {shown.length === 0 ? (
        <NoMatches onClear={clear} />
      ) : (
        <ul role="list" className={COURSE_GRID_CLASSES}>
          {shown.map((course) => (
            <li key={course.id} className="min-w-0">
              <PanelCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /panel/courses: every course, hidden ones included, with 'Crear curso' and 'Editar', and the
 * way to the 'Rutas de aprendizaje' that sell them together.
 */
export default function CoursesPage() {
  return (
    <PanelPage
      actions={
        <>
          <Link to="/panel/courses/bundles" className={buttonClasses('outline')}>
            <Icon node={Route} className="size-4" aria-hidden="true" />
            Rutas de aprendizaje
          </Link>
          <Link to="/panel/courses/create" className={buttonClasses('primary')}>
            <Icon node={Plus} className="size-4" aria-hidden="true" />
            Crear curso
          </Link>
        </>
      }
    >
      <CourseList />
    </PanelPage>
  );
}
