import type { FormEvent } from 'react';
import type { AdminCertificate } from '../../../../shared/responses/certificates';
import { useRevokeCertificate } from '../../../api/admin-certificates';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';

type RevokeDialogProps = { certificate: AdminCertificate | null; onClose: () => void };

/** Asks why before revoking a certificate: the reason stays with it. */
export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const revoke = useRevokeCertificate();
  const form = useApiForm({ reason: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!certificate) return;
    revoke.mutate(
      { code: certificate.code, reason: form.values.reason },
      dialogOutcome(() => {
        form.reset();
        onClose();
      }, form.showError),
    );
  };

  return (
    <Modal
      open={certificate !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Revocar certificado"
      description={
        certificate
          ? `${certificate.name} · ${certificate.course} · ${certificate.code}. Su página pública dirá que fue revocado.`
          : ''
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label="Motivo"
          hint="Queda registrado junto con el certificado."
          className="min-h-20"
          autoFocus
          {...form.field('reason')}
        />
        <ModalActions>
          <Button type="submit" variant="danger" loading={revoke.isPending}>
            Revocar certificado
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
