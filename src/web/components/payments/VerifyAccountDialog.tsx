import { Link } from '../../navigation/Link';
import { buttonClasses } from '../ui/Button';
import { Modal } from '../ui/Dialog';

type VerifyAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Tells a person whose e-mail is not verified that buying needs it, with a way to do it. */
export function VerifyAccountDialog({ open, onOpenChange }: VerifyAccountDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Verificación"
      description="Para hacer una compra, es necesario validar tu cuenta previamente."
    >
      <div className="flex justify-end">
        <Link to="/account/email" className={buttonClasses('primary')}>
          Validar
        </Link>
      </div>
    </Modal>
  );
}
