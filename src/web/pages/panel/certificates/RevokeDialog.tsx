import type { AdminCertificate } from '../../../../shared/responses/certificates';
import { useRevokeCertificate } from '../../../api/admin-certificates';
import { TextDialog } from '../TextDialog';

type RevokeDialogProps = { certificate: AdminCertificate | null; onClose: () => void };

/** Asks why before revoking a certificate: the reason stays with it and goes to its holder. */
export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const revoke = useRevokeCertificate();
  return (
    <TextDialog
      open={certificate !== null}
      onClose={onClose}
      title="Revocar certificado"
      description={
        certificate
          ? `${certificate.name} · ${certificate.course} · ${certificate.code}. Su página pública dirá que fue revocado.`
          : ''
      }
      field="reason"
      label="Motivo"
      hint="Queda registrado junto con el certificado y se lo enviamos por correo a quien lo recibió."
      confirm="Revocar certificado"
      variant="danger"
      pending={revoke.isPending}
      send={(reason, outcome) => {
        if (certificate) revoke.mutate({ code: certificate.code, reason }, outcome);
      }}
    />
  );
}
