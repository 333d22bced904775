import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../navigation/Link';
import { CHOOSE_PURCHASE } from '../../../shared/consumer';
import { ApiError, isDeadLink } from '../../api/client';
import { useConfirmArrepentimiento } from '../../api/consumer';
import { Button, buttonClasses } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';
import { arrepentimientoNext } from './arrepentimiento-next';
import { RequestAnswer } from './RequestAnswer';
import { WithdrawableChoice } from './WithdrawableChoice';
import type { ArrepentimientoLink } from '../../../shared/responses/consumer';

type ArrepentimientoChoicesProps = {
  id: string;
  token: string;
  link: ArrepentimientoLink;
  onDeadLink: (message: string) => void;
  /** The server accepted the confirmation (the page then says it is done). */
  onDone: () => void;
};

/** The link's purchases to pick from (just a confirmation when there is one), then the answers. */
export function ArrepentimientoChoices({
  id,
  token,
  link,
  onDeadLink,
  onDone,
}: ArrepentimientoChoicesProps) {
  const only = link.purchases.length === 1 ? link.purchases[0] : undefined;
  const [chosen, setChosen] = useState<string[]>(only ? [only.id] : []);
  const [error, setError] = useState<string>();
  const errorId = useId();
  const confirm = useConfirmArrepentimiento(id, token);

  if (confirm.data) {
    return (
      <div className="flex flex-col gap-10">
        {confirm.data.answers.map((answer) => (
          <RequestAnswer
            key={answer.code + answer.status}
            answer={answer}
            next={arrepentimientoNext(answer)}
          />
        ))}
        <Link to="/" className={`${buttonClasses('primary')} self-center`}>
          Volver al inicio
        </Link>
      </div>
    );
  }

  const choose = (purchaseId: string, checked: boolean) => {
    setError(undefined);
    setChosen((current) =>
      checked ? [...current, purchaseId] : current.filter((other) => other !== purchaseId),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setError(CHOOSE_PURCHASE);
    confirm.mutate(chosen, {
      onSuccess: onDone,
      onError: (failure) => {
        if (isDeadLink(failure)) return onDeadLink(failure.message);
        const field = failure instanceof ApiError ? failure.errors[0]?.message : undefined;
        if (field) setError(field);
        else notify.error(failure.message);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Confirmar el arrepentimiento"
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-bold text-brand-900">
        {only ? '¿Confirmás el arrepentimiento?' : 'Elegí qué compras cancelar'}
      </h2>
      <p className="text-slate-700">
        Pedido <strong className="font-mono">{link.code}</strong>.{' '}
        {only
          ? 'Al confirmar, cancelamos esta compra:'
          : 'Estas son tus compras que todavía podés cancelar. Marcá una o más:'}
      </p>
      <ul aria-label="Compras que podés cancelar" className="flex flex-col gap-3">
        {link.purchases.map((purchase) => (
          <WithdrawableChoice
            key={purchase.id}
            purchase={purchase}
            {...(only
              ? {}
              : {
                  checked: chosen.includes(purchase.id),
                  onChange: (checked: boolean) => choose(purchase.id, checked),
                  describedBy: error ? errorId : undefined,
                })}
          />
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="danger" loading={confirm.isPending} className="self-start">
        Confirmar el arrepentimiento
      </Button>
    </form>
  );
}
