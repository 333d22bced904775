import {
  BriefcaseBusiness,
  CirclePlay,
  FileSpreadsheet,
  MessagesSquare,
  ShieldCheck,
  UserRoundCheck,
} from 'lucide';
import type { IconNode } from '../../components/ui/Icon';
import { IconTile } from '../../components/ui/IconTile';
import { SectionHeading } from './SectionHeading';

type Feature = { icon: IconNode; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: UserRoundCheck,
    title: 'Asesoramiento personalizado',
    text: 'Analizamos tu caso puntual —monotributo, responsable inscripto o sociedad— y te proponemos la alternativa más conveniente, sin respuestas genéricas.',
  },
  {
    icon: ShieldCheck,
    title: 'Normativa de ARCA al día',
    text: 'Seguimos cada resolución general de ARCA (ex AFIP) y de los fiscos provinciales para que cumplas en término y sin sorpresas.',
  },
  {
    icon: CirclePlay,
    title: 'Cursos en video, acceso ilimitado',
    text: 'Estudiá a tu ritmo, desde la compu o el celular, y volvé a ver cada clase todas las veces que necesites.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Material práctico y planillas Excel',
    text: 'Descargá apuntes teóricos, ejercicios resueltos y las mismas planillas de cálculo que usamos en el estudio.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'Casos reales de la profesión',
    text: 'Liquidaciones de IVA, Ganancias, sueldos y balances explicados paso a paso sobre situaciones que vemos todos los días.',
  },
  {
    icon: MessagesSquare,
    title: 'Acompañamiento cercano',
    text: 'Escribinos por WhatsApp o correo: respondemos tus consultas dentro de las 48 horas hábiles.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="render-when-visible py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Características"
          title="Todo lo que tus números necesitan, en un solo lugar"
        >
          Combinamos la experiencia de un estudio contable en actividad con una plataforma de
          formación pensada para aprender haciendo.
        </SectionHeading>
        <ul role="list" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon, title, text }) => (
            <li
              key={title}
              className="group flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <IconTile
                icon={icon}
                size="lg"
                className="rounded-xl bg-brand-800 text-accent-300 transition-colors group-hover:bg-brand-700"
              />
              <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
              <p className="text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
