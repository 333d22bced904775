import { clsx } from 'clsx';
import { ServiceCard } from './ServiceCard';
import type { ServiceGroup } from './services-data';

type Props = { group: ServiceGroup; tinted?: boolean };

/** A group of services under an h2, as a responsive grid of cards. */
export function ServiceGroupSection({ group, tinted = false }: Props) {
  const titleId = `group-${group.id}`;
  return (
    <section
      id={group.id}
      aria-labelledby={titleId}
      className={clsx('py-16 sm:py-20', tinted ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 sm:px-6">
        <header className="flex max-w-3xl flex-col gap-3">
          <h2 id={titleId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {group.title}
          </h2>
          <p className="text-slate-600">{group.intro}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {group.services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </div>
    </section>
  );
}
