import { Award, BadgeCheck, GraduationCap, Quote } from 'lucide';
import { BRAND } from '../../../shared/brand';
import { useSiteContact } from '../../api/site';
import { Icon } from '../../components/ui/Icon';
import { REELS } from './founder-reels';
import { ReelCard } from './ReelCard';
import { SectionHeading } from './SectionHeading';

const CREDENTIALS = [
  { icon: GraduationCap, text: 'Contadora Pública (UBA)' },
  { icon: BadgeCheck, text: 'Matriculada en el CPCECABA' },
  { icon: Award, text: 'Más de 15 años de ejercicio profesional' },
];

export function AboutSection() {
  const instagram = useSiteContact()?.instagram;
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="render-when-visible bg-slate-50 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="about-title"
            eyebrow="Quiénes somos"
            title="Un estudio que también enseña"
            align="left"
          />
          <div className="flex items-center gap-4">
            <img
              src="/images/valeria-ferraro.svg"
              alt="Retrato ilustrado de Valeria Ferraro, con anteojos y saco azul marino"
              width={80}
              height={80}
              // Far below the first screen: asked for when the visitor scrolls near it.
              loading="lazy"
              decoding="async"
              className="size-20 shrink-0 rounded-full shadow-md ring-4 ring-white"
            />
            <div>
              <p className="font-semibold text-brand-900">Cra. Valeria Ferraro</p>
              <p className="text-sm text-slate-600">Fundadora y directora de {BRAND.shortName}</p>
            </div>
          </div>
          <div className="flex flex-col gap-4 text-slate-700">
            <p>
              Valeria se recibió de Contadora Pública en la Universidad de Buenos Aires y empezó su
              carrera en un estudio del microcentro porteño, liquidando impuestos de comercios y
              profesionales independientes. En 2014 abrió su propio estudio, que hoy acompaña a
              monotributistas, responsables inscriptos y pymes de todo el país.
            </p>
            <p>
              Cada vez que sumaba al equipo a un colega recién recibido se encontraba con lo mismo:
              muy buena base teórica, pero nunca habían liquidado un IVA, presentado una declaración
              jurada de Ganancias ni armado un recibo de sueldo. Así nacieron nuestros cursos:
              clases grabadas sobre casos reales, con el material y las planillas que usamos a
              diario.
            </p>
          </div>
          <figure className="rounded-2xl border-l-4 border-accent-400 bg-white p-5 shadow-sm">
            <Icon node={Quote} className="size-6 text-brand-300" aria-hidden="true" />
            <blockquote className="mt-2 text-brand-900 italic">
              “La facultad te da las herramientas; la práctica te enseña a usarlas. Queremos que
              nadie tenga que aprender a los golpes su primer vencimiento.”
            </blockquote>
            <figcaption className="mt-3 text-sm text-slate-600">— Valeria Ferraro</figcaption>
          </figure>
          <ul role="list" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {CREDENTIALS.map(({ icon, text }) => (
              <li key={text} className="flex items-center gap-2 text-sm font-medium text-brand-800">
                <Icon node={icon} className="size-5 text-brand-600" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6 lg:pt-10">
          <div>
            <h3 className="text-xl font-semibold text-brand-900">Consejos en menos de un minuto</h3>
            <p className="mt-2 text-slate-600">
              Todas las semanas compartimos videos cortos con novedades impositivas y tips para la
              práctica profesional en{' '}
              <a
                href={instagram ? `${instagram.url.replace(/\/+$/, '')}/reels/` : undefined}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                nuestro Instagram {instagram?.handle}
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
              .
            </p>
          </div>
          <ul role="list" className="grid gap-4 sm:grid-cols-3">
            {REELS.map((reel) => (
              <li key={reel.title}>
                <ReelCard reel={reel} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
