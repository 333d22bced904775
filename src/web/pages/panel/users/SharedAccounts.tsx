import { TriangleAlert } from 'lucide';
import { useId } from 'react';
import { formatDateTime } from '../../../../shared/format-date';
import { useSharedAccounts } from '../../../api/panel-videos';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag } from '../../../components/ui/StatusTag';
import { Link } from '../../../navigation/Link';
import { counted } from '../../../lib/plural';
import type { SharedAccount } from '../../../../shared/responses/shared-accounts';

/** One account: who it is, the way to it in the list below, and the networks it played from. */
function Account({ account }: { account: SharedAccount }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-amber-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold break-words text-slate-900">{account.name}</span>
        <span className="text-sm break-all text-slate-600">{account.email}</span>
        {account.blocked && <StatusTag tone="error">Bloqueado</StatusTag>}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-900">
          Reprodujo desde {counted(account.networks.length, 'red', 'redes')} en las últimas 24 horas
        </summary>
        <ul className="mt-2 flex flex-col gap-1 text-slate-700 tabular-nums">
          {account.networks.map((network) => (
            <li key={network.network}>
              <span className="font-medium text-slate-900">{network.network}</span>:{' '}
              {counted(network.plays, 'reproducción', 'reproducciones')}, del{' '}
              {formatDateTime(network.firstAt)} al {formatDateTime(network.lastAt)}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-600">
          Horario de Argentina. Una red agrupa las direcciones vecinas (/24 en IPv4, /48 en IPv6).
        </p>
      </details>
      <Link
        to={`/panel/users?search=${encodeURIComponent(account.email)}`}
        className="w-fit text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Ver la cuenta en la lista<span className="sr-only"> ({account.email})</span>
      </Link>
    </li>
  );
}

/**
 * 'Posible cuenta compartida' above the users list: the accounts that played from more than
 * five networks in a day, with the evidence. A signal only: a person decides, with 'Bloquear'.
 */
export function SharedAccounts() {
  const headingId = useId();
  const { data: accounts } = useSharedAccounts();
  if (!accounts || accounts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon node={TriangleAlert} className="size-4 shrink-0" aria-hidden="true" />
        Posible cuenta compartida ({accounts.length})
      </h3>
      <p className="text-sm">
        Estas cuentas reprodujeron videos desde más de cinco redes distintas en las últimas 24
        horas. Puede ser una cuenta prestada, o alguien que viaja o cambia de conexión: lo decide
        una persona, nunca se bloquea sola. Para bloquear una, abrila en la lista y usá «Bloquear».
      </p>
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <Account key={account.userId} account={account} />
        ))}
      </ul>
    </section>
  );
}
