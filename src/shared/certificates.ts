/** Characters of a certificate code: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;

/** A code as typed or read from a link: letters upper-cased, dashes and spaces dropped. */
export const normalizeCertificateCode = (value: string) =>
  value.toUpperCase().replace(/[\s-]/g, '');

/**
 * A course's length in hours from its modules' minutes, rounded to the nearest half hour (a
 * course with any content counts at least half an hour).
 */
export function courseHours(minutes: number): number {
  if (minutes <= 0) return 0;
  return Math.max(0.5, Math.round(minutes / 30) / 2);
}

/** '12 horas', '1 hora', '2,5 horas'. */
export function formatHours(hours: number): string {
  const number = String(hours).replace('.', ',');
  return `${number} ${hours === 1 ? 'hora' : 'horas'}`;
}

/** A DNI shown to anyone: only its last three digits ('**.***.678'). */
export function maskDocument(document: string): string {
  const digits = document.replace(/\D/g, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let left = digits.length - 3;
  return [...grouped].map((char) => (char !== '.' && left-- > 0 ? '*' : char)).join('');
}

/** The page where anyone checks a certificate. */
export const certificatePath = (code: string) => `/certificados/${code}`;

/**
 * LinkedIn's 'Add to profile' link for a certification (its documented parameters): the form
 * opens filled with the name, the organisation, the month and year of issue, the credential's
 * id and the address where it is verified.
 */
export function linkedInAddUrl(certificate: {
  course: string;
  organization: string;
  completedAt: string;
  code: string;
  url: string;
}): string {
  const issued = new Date(certificate.completedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.course,
    organizationName: certificate.organization,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
