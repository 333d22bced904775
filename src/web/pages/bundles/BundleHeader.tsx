import { BookOpen } from 'lucide';
import { PriceTag } from '../../components/course/PriceTag';
import { SavingLine } from '../../components/bundle/SavingLine';
import { Icon } from '../../components/ui/Icon';
import { HeaderIntro } from '../courses/HeaderIntro';
import { InstallmentsNote } from '../courses/InstallmentsNote';
import { PriceCard } from '../courses/PriceCard';
import { PurchaseAction } from '../courses/PurchaseAction';
import { coursesLabel } from './bundle-meta';
import type { BundleDetail } from '../../../shared/responses/bundles';

/** The top of a bundle's page: title (the h1), description, picture, price, saving and buy. */
export function BundleHeader({ bundle }: { bundle: BundleDetail }) {
  const courseIds = bundle.courses.map((course) => course.id);
  return (
    <section aria-labelledby="bundle-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:py-16">
        <div className="flex flex-col gap-5">
          <HeaderIntro
            label="Ruta de aprendizaje"
            titleId="bundle-title"
            title={bundle.title}
            description={bundle.description}
          />
          <p className="inline-flex items-center gap-2 text-sm text-brand-100">
            <Icon node={BookOpen} className="size-4 text-accent-300" aria-hidden="true" />
            {coursesLabel(bundle.courseCount)} en orden, con acceso ilimitado a cada uno
          </p>
        </div>
        <PriceCard picture={bundle.picture}>
          <div className="flex flex-col gap-1">
            <PriceTag course={bundle} size="page" />
            <SavingLine bundle={bundle} />
          </div>
          <InstallmentsNote terms={bundle.installments} />
          <PurchaseAction item={{ kind: 'bundle', id: bundle.id, slug: bundle.slug, courseIds }} />
        </PriceCard>
      </div>
    </section>
  );
}
