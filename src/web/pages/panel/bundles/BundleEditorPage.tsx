import { ArrowLeft } from 'lucide';
import { useAdminCourses } from '../../../api/admin';
import { useAdminBundles } from '../../../api/admin-bundles';
import { PageLoading } from '../../../components/layout/PageLoading';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Link } from '../../../navigation/Link';
import { useParams } from '../../../navigation/navigation';
import { PanelPage } from '../PanelPage';
import { BundleEditor } from './BundleEditor';
import { BUNDLES_HREF } from './bundle-values';

/** The courses to choose from, and the bundle as saved when editing one; then the form. */
function LoadedEditor({ id }: { id: number | undefined }) {
  const courses = useAdminCourses();
  const bundles = useAdminBundles();
  const editing = id !== undefined;
  if (courses.isError || (editing && bundles.isError)) {
    return (
      <LoadError>Ocurrió un error al obtener los cursos. Intente de nuevo más tarde.</LoadError>
    );
  }
  if (!courses.data || (editing && !bundles.data)) return <PageLoading />;
  if (!editing) return <BundleEditor key="new" courses={courses.data} />;
  const bundle = bundles.data?.find((each) => each.id === id);
  if (!bundle) {
    return <LoadError>No encontramos esa ruta: puede que el enlace esté mal escrito.</LoadError>;
  }
  return <BundleEditor key={bundle.id} bundle={bundle} courses={courses.data} />;
}

/** /panel/courses/bundles/create and /panel/courses/bundles/:id — the bundle form. */
export default function BundleEditorPage() {
  const { id } = useParams();
  return (
    <PanelPage
      actions={
        <Link to={BUNDLES_HREF} className={buttonClasses('outline')}>
          <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
          Rutas de aprendizaje
        </Link>
      }
    >
      <LoadedEditor id={id === undefined ? undefined : Number(id)} />
    </PanelPage>
  );
}
