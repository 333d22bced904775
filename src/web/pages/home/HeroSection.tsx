import { ArrowRight, CircleCheck } from 'lucide';
import { Link } from '../../navigation/Link';
import { ConsumerLinks } from '../../components/layout/ConsumerLinks';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';

// Decorative and still: its server markup is final, so its code comes after the page's.
export const HeroIllustration = laterPart(() => import('./HeroIllustration'));

/** Register and come back to the home page. */
export const REGISTER_FROM_HOME = `/auth/register?redirect_url=${encodeURIComponent('/')}`;

const HIGHLIGHTS = [
  'Más de 15 años de experiencia',
  'Normativa de ARCA (ex AFIP) al día',
  'Cursos con acceso ilimitado',
];

export function HeroSection() {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white focus:outline-none"
    >
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,#a9c9e4_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:28px_28px] opacity-60"
        aria-hidden="true"
      />
      {/* The law wants them on the first screen: at the top, no screen size or cookie notice hides them. */}
      <nav
        aria-label="Defensa del consumidor"
        className="relative mx-auto flex max-w-7xl flex-wrap gap-x-5 gap-y-1 px-4 pt-4 text-sm sm:justify-end sm:px-6"
      >
        <ConsumerLinks className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700" />
      </nav>
      <div className="relative mx-auto grid max-w-7xl items-center gap-16 px-4 pt-8 pb-20 sm:px-6 sm:pt-14 lg:grid-cols-2 lg:gap-12 lg:pt-16 lg:pb-28">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            Estudio contable e impositivo · Buenos Aires
          </p>
          <h1
            id="inicio-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-6xl"
          >
            Dominá tus finanzas y{' '}
            <span className="relative text-brand-600 sm:whitespace-nowrap">
              optimizá tu negocio
              <svg
                viewBox="0 0 300 12"
                preserveAspectRatio="none"
                className="absolute -bottom-2 left-0 h-3 w-full text-accent-400"
                aria-hidden="true"
              >
                <path
                  d="M2 9c60-6 140-8 296-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="4"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </h1>
          <p className="max-w-xl text-lg text-slate-600">
            Asesoramiento impositivo y contable para monotributistas, profesionales y pymes, y
            cursos en video para aprender la práctica profesional que no se enseña en la facultad.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={REGISTER_FROM_HOME} className={buttonClasses('primary', 'h-12')}>
              Crear cuenta
              <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/courses" className={buttonClasses('outline', 'h-12')}>
              Ver cursos
            </Link>
          </div>
          <ul className="flex flex-col gap-2 pt-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon node={CircleCheck} className="size-4 text-emerald-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HydrateLater>
          <HeroIllustration />
        </HydrateLater>
      </div>
    </section>
  );
}
