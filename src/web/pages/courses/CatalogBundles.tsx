import { useBundles } from '../../api/bundles';
import { BundleCard } from '../../components/bundle/BundleCard';
import { COURSE_GRID_CLASSES } from '../../components/course/grid-classes';

/** 'Rutas de aprendizaje': the visible bundles' cards, or nothing while there are none. */
export default function CatalogBundles() {
  const { data: bundles } = useBundles();
  if (!bundles || bundles.length === 0) return null;
  return (
    <section aria-labelledby="catalog-bundles" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <div className="mb-6 flex max-w-3xl flex-col gap-2">
        <h2 id="catalog-bundles" className="text-2xl font-bold text-brand-900">
          Rutas de aprendizaje
        </h2>
        <p className="text-slate-600">
          Varios cursos en el orden en que conviene hacerlos, por menos que comprándolos por
          separado.
        </p>
      </div>
      <ul role="list" className={COURSE_GRID_CLASSES}>
        {bundles.map((bundle) => (
          <li key={bundle.id} className="min-w-0">
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
