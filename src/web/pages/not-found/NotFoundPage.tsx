import { Link } from '../../navigation/Link';
import { NOT_FOUND_META } from '../../../shared/page-meta/not-found';
import { buttonClasses } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-brand-900">Página no encontrada</h1>
      <p className="text-slate-600">La página que estabas buscando no ha sido encontrada.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Volver al inicio
      </Link>
    </section>
  );
}
