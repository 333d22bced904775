import { ArrowLeft, Megaphone } from 'lucide';
import { Link } from '../../../navigation/Link';
import { useParams } from '../../../navigation/navigation';
import { useAdminCourse } from '../../../api/admin-courses';
import { PageLoading } from '../../../components/layout/PageLoading';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { QuizStatsPanel } from '../courses/QuizStatsPanel';
import { PanelPage } from '../PanelPage';
import { CourseEditor } from './CourseEditor';

const LOAD_ERROR = 'Ocurrió un error al obtener información del curso. Intente de nuevo más tarde.';

/** 'Avisar a los alumnos': an announcement to the course's owners, started for this course. */
function NotifyStudentsLink({ id, title }: { id: number; title: string }) {
  const query = new URLSearchParams({ course: String(id), title });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={`/panel/announcements?${query}`} className={buttonClasses('outline')}>
        <Icon node={Megaphone} className="size-4" aria-hidden="true" />
        Avisar a los alumnos
      </Link>
      <p className="text-sm text-slate-600">
        ¿Agregaste una unidad o cambiaste algo? Contáselo por correo a quienes tienen el curso.
      </p>
    </div>
  );
}

/** The course as saved, then the form filled from it. */
function EditCourse({ id, slug }: { id: number; slug: string }) {
  const course = useAdminCourse(id, slug);
  if (course.data) {
    return (
      <div className="flex flex-col gap-8">
        <NotifyStudentsLink id={course.data.id} title={course.data.title} />
        <CourseEditor course={course.data} />
        <QuizStatsPanel courseId={course.data.id} />
      </div>
    );
  }
  if (course.isError || !Number.isInteger(id) || id <= 0)
    return <LoadError>{LOAD_ERROR}</LoadError>;
  return <PageLoading />;
}

/** /panel/courses/create and /panel/courses/:id/:slug — the course editor. */
export default function CourseEditorPage() {
  const { id, slug = '' } = useParams();
  return (
    <PanelPage
      actions={
        <Link to="/panel/courses" className={buttonClasses('outline')}>
          <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
          Gestión de cursos
        </Link>
      }
    >
      {id === undefined ? (
        <CourseEditor key="new" />
      ) : (
        <EditCourse key={id} id={Number(id)} slug={slug} />
      )}
    </PanelPage>
  );
}
