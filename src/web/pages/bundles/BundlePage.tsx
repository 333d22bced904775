import { useParams } from '../../navigation/navigation';
import { useBundleDetail } from '../../api/bundles';
import { bundlePath } from '../../components/course/course-paths';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { PageLoading } from '../../components/layout/PageLoading';
import { useCanonicalAddress } from '../../lib/use-canonical-address';
import { usePageMeta } from '../../lib/use-page-meta';
import { priceCardLaterParts } from '../courses/PriceCard';
import { bundlePageMeta } from './bundle-meta';
import { BundleHeader } from './BundleHeader';

// Below the header: the server's markup is read while the header is taken over.
const BundleCourses = laterPart(() => import('./BundleCourses'));
export const laterParts = [BundleCourses, ...priceCardLaterParts];

/**
 * /rutas/:id/:slug — a visible 'Ruta de aprendizaje'; a changed slug is replaced by the current
 * one, a missing or hidden route sends the visitor to the catalogue.
 */
export default function BundlePage() {
  const params = useParams();
  const id = Number(params.id);
  const slug = params.slug ?? '';
  const { data: bundle, isError } = useBundleDetail(id, slug);
  usePageMeta(bundlePageMeta(bundle));
  const invalid = !Number.isInteger(id) || id <= 0;
  useCanonicalAddress(bundle, {
    slug,
    missing: invalid || isError,
    away: '/courses',
    canonical: bundlePath,
  });

  if (!bundle) return <PageLoading />;
  return (
    <>
      <BundleHeader bundle={bundle} />
      <HydrateLater>
        <BundleCourses courses={bundle.courses} />
      </HydrateLater>
    </>
  );
}
