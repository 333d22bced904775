import { Route } from 'lucide';
import { bundlePath } from '../course/course-paths';
import { CARD_FRAME_CLASSES, CardTitleLink } from '../course/CardTitleLink';
import { CourseCover } from '../course/CourseCover';
import { PriceTag } from '../course/PriceTag';
import { Icon } from '../ui/Icon';
import { SavingLine } from './SavingLine';
import { counted } from '../../lib/plural';
import type { BundleCard as BundleCardData } from '../../../shared/responses/bundles';

/** A 'Ruta de aprendizaje' in the catalogue: picture, title (the card's link), courses, price, saving. */
export function BundleCard({ bundle }: { bundle: BundleCardData }) {
  return (
    <article className={CARD_FRAME_CLASSES}>
      <CourseCover picture={bundle.picture} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-300 px-2.5 py-1 text-xs font-semibold text-brand-900">
          <Icon node={Route} className="size-3.5" aria-hidden="true" />
          Ruta · {counted(bundle.courseCount, 'curso', 'cursos')}
        </p>
        <CardTitleLink to={bundlePath(bundle)}>{bundle.title}</CardTitleLink>
        <p className="line-clamp-3 text-sm text-slate-600">{bundle.description}</p>
        <div className="mt-auto flex flex-col gap-1 border-t border-slate-100 pt-4">
          <PriceTag course={bundle} size="card" />
          <SavingLine bundle={bundle} />
        </div>
      </div>
    </article>
  );
}
