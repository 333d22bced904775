import { Link } from '../../navigation/Link';
import { useLocation } from '../../navigation/navigation';
import { buttonClasses } from '../ui/Button';
import { Modal } from '../ui/Dialog';

type VerifyAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Tells a person whose e-mail is not verified that buying needs it, with a way to do it that
 * brings them back to this page once the code is confirmed.
 */
export function VerifyAccountDialog({ open, onOpenChange }: VerifyAccountDialogProps) {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Verificación"
      description="Para hacer una compra, es necesario validar tu cuenta previamente."
    >
      <div className="flex justify-end">
        <Link to={`/account/email?redirect_url=${back}`} className={buttonClasses('primary')}>
          Validar
        </Link>
      </div>
    </Modal>
  );
}
