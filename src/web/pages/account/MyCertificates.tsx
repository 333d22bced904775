import { useQueryClient } from '@tanstack/react-query';
import { Award, Download, ExternalLink } from 'lucide';
import { useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { formatHours, linkedInAddUrl } from '../../../shared/certificates';
import { formatDate } from '../../../shared/format-date';
import type { OwnCertificate } from '../../../shared/responses/certificates';
import {
  certificatePdfHref,
  myCertificatesKey,
  useMyCertificates,
} from '../../api/my-certificates';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { DniDialog } from './DniDialog';

function CertificateCard({
  certificate,
  onAskDni,
}: {
  certificate: OwnCertificate;
  onAskDni: () => void;
}) {
  const pdf = certificatePdfHref(certificate.code);
  const linkedIn = linkedInAddUrl({ ...certificate, organization: BRAND.name });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-accent-300 bg-accent-300/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Icon node={Award} className="mt-0.5 size-6 shrink-0 text-accent-600" />
        <div>
          <p className="font-semibold text-brand-900">{certificate.course}</p>
          <p className="text-sm text-slate-700">
            Finalizado el {formatDate(certificate.completedAt)} · {formatHours(certificate.hours)} ·
            Código {certificate.code}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {certificate.hasDocument ? (
          <a href={pdf} download className={buttonClasses('primary', undefined, 'sm')}>
            <Icon node={Download} className="size-4" />
            Descargar certificado
          </a>
        ) : (
          <Button size="sm" onClick={onAskDni}>
            <Icon node={Download} className="size-4" />
            Descargar certificado
          </Button>
        )}
        <a
          href={certificate.url}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline', undefined, 'sm')}
        >
          <Icon node={ExternalLink} className="size-4" />
          Ver verificación
        </a>
        <a
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', undefined, 'sm')}
        >
          Agregar a LinkedIn
        </a>
      </div>
    </li>
  );
}

/** The student's certificates, above their courses; nothing while they have none. */
export function MyCertificates() {
  const { data } = useMyCertificates();
  const certificates = data?.certificates;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  if (!certificates || certificates.length === 0) return null;

  const saved = async () => {
    const code = asking;
    setAsking(null);
    await queryClient.invalidateQueries({ queryKey: myCertificatesKey });
    if (code) window.location.assign(certificatePdfHref(code));
  };

  return (
    <section aria-labelledby="my-certificates" className="mb-8">
      <h3 id="my-certificates" className="mb-3 text-lg font-bold text-brand-900">
        Mis certificados
      </h3>
      <ul className="flex flex-col gap-3">
        {certificates.map((certificate) => (
          <CertificateCard
            key={certificate.code}
            certificate={certificate}
            onAskDni={() => setAsking(certificate.code)}
          />
        ))}
      </ul>
      {asking !== null && (
        <DniDialog
          open
          suggested={data?.suggestedDocument ?? ''}
          onClose={() => setAsking(null)}
          onSaved={saved}
        />
      )}
    </section>
  );
}
