import { Route } from 'lucide';
import { Link } from '../../navigation/Link';
import { bundlePath } from '../../components/course/course-paths';
import { Icon } from '../../components/ui/Icon';
import type { BundleRef } from '../../../shared/responses/courses';

/** 'Incluido en la ruta …': each visible 'Ruta de aprendizaje' that has the course, linked. */
export function IncludedInBundles({ bundles }: { bundles: BundleRef[] }) {
  if (bundles.length === 0) return null;
  return (
    <ul
      aria-label="Rutas de aprendizaje"
      className="flex flex-col gap-2 border-t border-slate-100 pt-4"
    >
      {bundles.map((bundle) => (
        <li key={bundle.id} className="flex gap-2 text-sm text-slate-700">
          <Icon node={Route} className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            Incluido en la ruta{' '}
            <Link
              to={bundlePath(bundle)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {bundle.title}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
