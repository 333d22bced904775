import { formatDate } from '../../../shared/format-date';
import type { PublicUser } from '../../../shared/responses/auth';

/** Greeting by name, and when the account was created and last changed. */
export function AccountHeader({ user }: { user: PublicUser }) {
  const facts = [
    { label: 'Miembro desde', value: formatDate(user.createdAt) },
    { label: 'Última actualización', value: formatDate(user.updatedAt) },
  ];
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold break-words text-brand-900">
        Hola, {user.name.trim() || user.username}
      </h1>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex gap-1.5">
            <dt className="text-slate-600">{fact.label}:</dt>
            <dd className="font-medium text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
