import { formatHours } from '../../../../shared/certificates';
import { formatDate } from '../../../../shared/format-date';
import type { AdminCertificate } from '../../../../shared/responses/certificates';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';

type CertificateListProps = {
  certificates: AdminCertificate[];
  onRevoke: (certificate: AdminCertificate) => void;
};

/** The certificates, one card each: who, which course, the code and whether it still holds. */
export function CertificateList({ certificates, onRevoke }: CertificateListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {certificates.map((certificate) => (
        <li
          key={certificate.code}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-brand-900">
              {certificate.name}
              {certificate.document && (
                <span className="font-normal text-slate-600"> · DNI {certificate.document}</span>
              )}
            </p>
            <p className="text-sm text-slate-700">{certificate.course}</p>
            <p className="text-sm text-slate-600">
              <span className="font-mono">{certificate.code}</span> · Finalizado el{' '}
              {formatDate(certificate.completedAt)} · {formatHours(certificate.hours)}
              {certificate.email && <> · {certificate.email}</>}
            </p>
            {certificate.revokedAt && (
              <p className="text-sm text-red-800">
                Revocado el {formatDate(certificate.revokedAt)}: {certificate.revokedReason}
              </p>
            )}
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end">
            {certificate.revokedAt ? (
              <StatusTag tone="error">Revocado</StatusTag>
            ) : (
              <>
                <StatusTag tone="success">Válido</StatusTag>
                <Button size="sm" variant="outline" onClick={() => onRevoke(certificate)}>
                  Revocar
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
