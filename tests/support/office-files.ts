import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.${
    main.startsWith('word/')
      ? 'wordprocessingml.document'
      : main.startsWith('ppt/')
        ? 'presentationml.presentation'
        : 'spreadsheetml.sheet'
  }.main+xml"/></Types>`;

/** A minimal Office file (Word, PowerPoint or Excel): the ZIP with its declared main part. */
export function officeFile(main: 'word/document.xml' | 'ppt/presentation.xml' | 'xl/workbook.xml') {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES(main)),
      [main]: strToU8('<?xml version="1.0"?><root/>'),
    }),
  );
}

/** A ZIP of plain files. */
export const plainZip = () => Buffer.from(zipSync({ 'leeme.txt': strToU8('Material del curso.') }));

/** A one-page PDF. */
export async function pdfFile(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return Buffer.from(await pdf.save());
}
