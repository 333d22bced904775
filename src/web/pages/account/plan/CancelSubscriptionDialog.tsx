import { formatDate } from '../../../../shared/format-date';
import type { OwnSubscription } from '../../../../shared/responses/plan-subscription';
import { useCancelOwnSubscription } from '../../../api/plan-subscription';
import { Dialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Dialog';
import { notify } from '../../../components/ui/toast';

type Props = {
  subscription: OwnSubscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** What cancelling leaves: access to the end of the period paid, and no more charges. */
const accessSentence = (accessUntil: string | null) =>
  accessUntil
    ? `Seguís con acceso a todos los cursos hasta el ${formatDate(accessUntil)} y no se te vuelve a cobrar.`
    : 'No se te vuelve a cobrar.';

/** The Botón de Baja of the plan in the account: one confirmation, no questions. */
export function CancelSubscriptionDialog({ subscription, open, onOpenChange }: Props) {
  const cancel = useCancelOwnSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        notify.success(`Cancelaste el Plan Contador. ${accessSentence(answer.accessUntil)}`);
        onOpenChange(false);
      },
      onError: (error) => notify.error(error.message),
    });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar suscripción"
      description={`¿Querés cancelar el Plan Contador? ${accessSentence(subscription.accessUntil)} Los cursos que compraste aparte siguen siendo tuyos.`}
    >
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('outline')}>Volver</Dialog.Close>
        <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
          Sí, cancelar la suscripción
        </Button>
      </div>
    </Modal>
  );
}
