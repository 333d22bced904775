import { BRAND } from '../../../shared/brand';
import { certificatePath, courseHours, formatHours } from '../../../shared/certificates';
import type { Config } from '../../config';
import type { MailMessage } from '../../mail/mailer';
import { button, details, link, note, paragraph, quote } from '../../mail/layout/blocks';
import type { CertificateRow } from './store';

/** The student's certificate is ready: where to download it and where anyone checks it. */
export function certificateEmail(
  config: Config,
  to: { email: string; name: string },
  certificate: CertificateRow,
): MailMessage {
  const publicUrl = `${config.appUrl}${certificatePath(certificate.code)}`;
  return {
    to: to.email,
    subject: `Tu certificado de "${certificate.courseTitle}"`,
    body: [
      paragraph(`Hola, ${to.name}:`),
      paragraph(
        `¡Felicitaciones! Completaste "${certificate.courseTitle}" (${formatHours(courseHours(certificate.minutes))}) y ya tenés tu certificado.`,
      ),
      paragraph('Descargalo en PDF desde Mis cursos:'),
      button(`${config.appUrl}/account/courses`, 'Ir a Mis cursos'),
      ...(certificate.document
        ? []
        : [note('Antes de descargarlo te vamos a pedir tu DNI, que figura en el certificado.')]),
      details([['Código del certificado', certificate.code]]),
      paragraph('Cualquiera puede comprobar que es válido en ', link(publicUrl), '.'),
    ],
    text: [
      `Hola, ${to.name}:`,
      '',
      `¡Felicitaciones! Completaste "${certificate.courseTitle}" (${formatHours(courseHours(certificate.minutes))}) y ya tenés tu certificado.`,
      '',
      `Descargalo en PDF desde Mis cursos: ${config.appUrl}/account/courses`,
      certificate.document
        ? ''
        : 'Antes de descargarlo te vamos a pedir tu DNI, que figura en el certificado.\n',
      `Cualquiera puede comprobar que es válido en ${publicUrl}`,
      `Código del certificado: ${certificate.code}`,
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
  };
}

/** An administrator revoked the student's certificate: which one, why, and whom to write to. */
export function certificateRevokedEmail(
  to: { email: string; name: string },
  certificate: CertificateRow,
  reason: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Revocamos tu certificado de "${certificate.courseTitle}"`,
    replyToFirm: true,
    body: [
      paragraph(`Hola, ${to.name}:`),
      paragraph(
        `Tu certificado de "${certificate.courseTitle}" (código ${certificate.code}) fue revocado y ya no figura como válido en su página de verificación.`,
      ),
      paragraph('Motivo:'),
      quote(reason),
      paragraph(`Si creés que es un error, escribinos a ${BRAND.email} y lo revisamos.`),
    ],
    text: [
      `Hola, ${to.name}:`,
      '',
      `Tu certificado de "${certificate.courseTitle}" (código ${certificate.code}) fue revocado y ya no figura como válido en su página de verificación.`,
      '',
      `Motivo: ${reason}`,
      '',
      `Si creés que es un error, escribinos a ${BRAND.email} y lo revisamos.`,
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
  };
}
