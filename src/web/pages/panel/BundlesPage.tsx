import { ArrowLeft, Plus } from 'lucide';
import { useAdminBundles } from '../../api/admin-bundles';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { Link } from '../../navigation/Link';
import { BundleHelp } from './bundles/BundleHelp';
import { BundleList } from './bundles/BundleTable';
import { BUNDLES_HREF } from './bundles/bundle-values';
import { PanelPage } from './PanelPage';

/**
 * /panel/courses/bundles: the 'Rutas de aprendizaje' with their courses, price, sale,
 * visibility and sales; 'Nueva ruta' and 'Editar' open the form, and the help says how.
 */
export default function BundlesPage() {
  const bundles = useAdminBundles();
  return (
    <PanelPage
      actions={
        <>
          <Link to="/panel/courses" className={buttonClasses('outline')}>
            <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
            Cursos
          </Link>
          <Link to={`${BUNDLES_HREF}/create`} className={buttonClasses('primary')}>
            <Icon node={Plus} className="size-4" aria-hidden="true" />
            Nueva ruta
          </Link>
        </>
      }
    >
      {bundles.isPending && <ListSkeleton />}
      {bundles.isError && (
        <LoadError>Ocurrió un error al obtener las rutas. Intente de nuevo más tarde.</LoadError>
      )}
      {bundles.isSuccess && bundles.data.length === 0 && (
        <p className="text-slate-700">Todavía no hay rutas. Creá la primera con 'Nueva ruta'.</p>
      )}
      {bundles.isSuccess && bundles.data.length > 0 && <BundleList bundles={bundles.data} />}
      <BundleHelp open={bundles.isSuccess && bundles.data.length === 0} />
    </PanelPage>
  );
}
