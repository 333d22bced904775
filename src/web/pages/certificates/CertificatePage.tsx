import { BadgeCheck, CircleHelp, OctagonX } from 'lucide';
import { BRAND } from '../../../shared/brand';
import { formatHours, normalizeCertificateCode } from '../../../shared/certificates';
import { formatDate } from '../../../shared/format-date';
import { CERTIFICATE_META } from '../../../shared/page-meta/certificates';
import type { CertificatePageData } from '../../../shared/responses/certificates';
import { useCertificate } from '../../api/certificates';
import { Icon, type IconNode } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { useParams } from '../../navigation/navigation';
import { HolderCheck } from './HolderCheck';

type VerdictView = { icon: IconNode; title: string; detail: string; tone: string };

function verdictOf(certificate: CertificatePageData): VerdictView {
  if (certificate.valid) {
    return {
      icon: BadgeCheck,
      title: 'Certificado válido',
      detail: certificate.holderClosedAccount
        ? `${BRAND.name} emitió este certificado y sigue vigente. Su titular cerró su cuenta, por eso no mostramos su nombre ni su DNI.`
        : `${BRAND.name} emitió este certificado y sigue vigente.`,
      tone: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    };
  }
  return {
    icon: OctagonX,
    title: 'Certificado revocado',
    detail: `${BRAND.name} revocó este certificado el ${formatDate(certificate.revokedAt ?? '')}: ya no acredita el curso.`,
    tone: 'border-red-300 bg-red-50 text-red-900',
  };
}

function holderOf(certificate: CertificatePageData): string {
  if (certificate.name === null) return 'Una persona que cerró su cuenta';
  return certificate.maskedDocument
    ? `${certificate.name} (DNI ${certificate.maskedDocument})`
    : certificate.name;
}

function Facts({ certificate }: { certificate: CertificatePageData }) {
  const rows: [string, string][] = [
    ['Otorgado a', holderOf(certificate)],
    ['Curso', certificate.course],
    ['Finalizado el', formatDate(certificate.completedAt)],
    ['Carga horaria', formatHours(certificate.hours)],
    ['Código', certificate.code],
    ['Emitido por', BRAND.name],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-slate-500">{term}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Verdict({ certificate }: { certificate: CertificatePageData | null }) {
  if (!certificate) {
    return (
      <div className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-5 text-slate-800">
        <Icon node={CircleHelp} className="size-7 shrink-0" />
        <div>
          <h2 className="text-xl font-bold">No encontramos ese certificado</h2>
          <p className="mt-1">
            Revisá el código: tiene 12 letras y números, y figura debajo del código QR del
            certificado.
          </p>
        </div>
      </div>
    );
  }
  const verdict = verdictOf(certificate);
  return (
    <div className="flex flex-col gap-6">
      <div className={`flex gap-3 rounded-lg border p-5 ${verdict.tone}`}>
        <Icon node={verdict.icon} className="size-7 shrink-0" />
        <div>
          <h2 className="text-xl font-bold">{verdict.title}</h2>
          <p className="mt-1">{verdict.detail}</p>
        </div>
      </div>
      <Facts certificate={certificate} />
      {certificate.holderClosedAccount && certificate.confirmableByDocument && (
        <HolderCheck code={certificate.code} />
      )}
    </div>
  );
}

/** /certificados/:code — anyone checks whether a certificate is valid, and whose it is. */
export default function CertificatePage() {
  usePageMeta(CERTIFICATE_META);
  const code = normalizeCertificateCode(useParams().code ?? '');
  const { data, isPending, isError } = useCertificate(code);
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-10 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {BRAND.name}
          </p>
          <h1 className="text-3xl font-bold">Verificación de certificado</h1>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {isError ? (
          <LoadError>No pudimos consultar el certificado. Intente de nuevo más tarde.</LoadError>
        ) : isPending ? (
          <p aria-busy="true" className="text-slate-600">
            Consultando el certificado…
          </p>
        ) : (
          <Verdict certificate={data} />
        )}
      </div>
    </>
  );
}
