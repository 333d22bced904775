import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/use-page-meta';

const META = { title: 'Comprando', description: 'Completá tus datos para comprar el curso.' };

/** Placeholder for signed-in people until the purchase form arrives with the payments issue. */
export default function BuyPage() {
  usePageMeta(META);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Comprando</h1>
      <p className="text-slate-700">Muy pronto vas a poder comprar los cursos desde acá.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Volver al inicio
      </Link>
    </section>
  );
}
