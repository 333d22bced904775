import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { courseHours, formatHours } from '../../../shared/certificates';
import { formatDate } from '../../../shared/format-date';
import type { Config } from '../../config';
import { drawQr } from '../../pdf/draw-qr';
import { embedInter } from '../../pdf/fonts';
import type { CertificateRow } from './store';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };
/** The site's brand-900 navy and accent-600 gold (styles.css). */
const NAVY = rgb(0x0f / 255, 0x2a / 255, 0x44 / 255);
const GOLD = rgb(0xb9 / 255, 0x7a / 255, 0x0c / 255);
const MUTED = rgb(0.35, 0.39, 0.45);

/** '30123678' as '30.123.678'. */
export const formatDocument = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

type Line = { text: string; font: PDFFont; size: number; color?: typeof NAVY };

/** Centres a line on `x`, shrinking it until it fits `maxWidth`. */
function centred(page: PDFPage, line: Line, x: number, y: number, maxWidth: number) {
  let size = line.size;
  while (size > 8 && line.font.widthOfTextAtSize(line.text, size) > maxWidth) size -= 0.5;
  const width = line.font.widthOfTextAtSize(line.text, size);
  page.drawText(line.text, {
    x: x - width / 2,
    y,
    size,
    font: line.font,
    color: line.color ?? NAVY,
  });
}

/** Splits a long course title into at most two lines of about `perLine` characters. */
function titleLines(title: string, perLine: number): string[] {
  if (title.length <= perLine) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= perLine) {
    first = `${first} ${words.shift()}`.trim();
  }
  return [first, words.join(' ')].filter(Boolean);
}

/**
 * The certificate of completion: the firm, the student's full name and DNI, the course, its
 * hours, the date it was completed, the signatory, and the code with a QR of the public page
 * where anyone checks it.
 */
export async function renderCertificatePdf(
  settings: Config['certificates'],
  certificate: CertificateRow,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificado ${certificate.code}: ${certificate.courseTitle}`);
  doc.setAuthor(settings.issuer);
  doc.setSubject(`Certificado de finalización de ${certificate.fullName}`);
  const fonts = await embedInter(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const middle = PAGE.width / 2;
  const textWidth = PAGE.width - 200;

  // The navy border and, inside it, a thin gold line.
  for (const [inset, color, width] of [
    [18, NAVY, 6],
    [32, GOLD, 1.2],
  ] as const) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: PAGE.width - inset * 2,
      height: PAGE.height - inset * 2,
      borderColor: color,
      borderWidth: width,
    });
  }
  page.drawRectangle({
    x: 32,
    y: PAGE.height - 96,
    width: PAGE.width - 64,
    height: 64,
    color: NAVY,
  });

  centred(
    page,
    { text: settings.issuer.toUpperCase(), font: fonts.bold, size: 20, color: rgb(1, 1, 1) },
    middle,
    PAGE.height - 72,
    textWidth,
  );
  centred(
    page,
    { text: 'CERTIFICADO DE FINALIZACIÓN', font: fonts.semibold, size: 16, color: GOLD },
    middle,
    PAGE.height - 140,
    textWidth,
  );
  page.drawLine({
    start: { x: middle - 60, y: PAGE.height - 152 },
    end: { x: middle + 60, y: PAGE.height - 152 },
    thickness: 1.5,
    color: GOLD,
  });

  centred(
    page,
    { text: 'Se certifica que', font: fonts.regular, size: 13, color: MUTED },
    middle,
    PAGE.height - 188,
    textWidth,
  );
  centred(
    page,
    { text: certificate.fullName, font: fonts.bold, size: 34 },
    middle,
    PAGE.height - 232,
    textWidth,
  );
  if (certificate.document) {
    centred(
      page,
      { text: `DNI ${formatDocument(certificate.document)}`, font: fonts.regular, size: 13 },
      middle,
      PAGE.height - 256,
      textWidth,
    );
  }
  centred(
    page,
    { text: 'completó el curso', font: fonts.regular, size: 13, color: MUTED },
    middle,
    PAGE.height - 290,
    textWidth,
  );
  const lines = titleLines(`«${certificate.courseTitle}»`, 56);
  lines.forEach((text, index) => {
    centred(
      page,
      { text, font: fonts.semibold, size: 22 },
      middle,
      PAGE.height - 322 - index * 28,
      textWidth,
    );
  });
  const hours = formatHours(courseHours(certificate.minutes));
  const afterTitle = PAGE.height - 322 - lines.length * 28 - 8;
  centred(
    page,
    {
      text: `con una carga horaria de ${hours}, finalizado el ${formatDate(certificate.completedAt)}.`,
      font: fonts.regular,
      size: 13,
    },
    middle,
    afterTitle,
    textWidth,
  );

  // The signatory, bottom left.
  const signX = 150;
  page.drawLine({
    start: { x: signX - 100, y: 118 },
    end: { x: signX + 100, y: 118 },
    thickness: 0.8,
    color: NAVY,
  });
  // Under the line: who signs and their role, then the firm; or only the firm, when no one is named.
  const signature = settings.signatory
    ? [
        { text: settings.signatory.name, font: fonts.semibold, size: 12 },
        { text: settings.signatory.role, font: fonts.regular, size: 9.5, color: MUTED },
        { text: settings.issuer, font: fonts.regular, size: 9.5, color: MUTED },
      ]
    : [{ text: settings.issuer, font: fonts.semibold, size: 12 }];
  signature
    .filter((line) => line.text !== '')
    .forEach((line, index) => centred(page, line, signX, 100 - index * 13.5, 240));

  // The code and the QR of the public page, bottom right.
  const qrSize = 92;
  const qrX = PAGE.width - 60 - qrSize;
  drawQr(page, verifyUrl, { x: qrX, y: 62, size: qrSize, color: NAVY });
  const noteRight = qrX - 14;
  const note = (text: string, y: number, font: PDFFont, size: number) =>
    page.drawText(text, {
      x: noteRight - font.widthOfTextAtSize(text, size),
      y,
      size,
      font,
      color: NAVY,
    });
  note(`Código: ${certificate.code}`, 118, fonts.semibold, 11);
  note('Verificá su validez en', 100, fonts.regular, 9);
  note(verifyUrl, 87, fonts.regular, 9);

  return Buffer.from(await doc.save());
}
