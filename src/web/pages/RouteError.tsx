import { Link } from '../navigation/Link';
import { GENERIC_ERROR_MESSAGE } from '../../shared/api-error';
import { buttonClasses } from '../components/ui/Button';

/** Shown when a page fails to load or render (for example after a new release). */
export function RouteError() {
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-24 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-brand-900">Algo salió mal</h1>
      <p className="text-slate-600">{GENERIC_ERROR_MESSAGE}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClasses('outline')}
          onClick={() => window.location.reload()}
        >
          Recargar
        </button>
        <Link to="/" className={buttonClasses('primary')} reloadDocument>
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
