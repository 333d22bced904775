import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { extensionOf, MATERIAL_FILE_KINDS } from '../../shared/material-files';
import type { NewCourse } from '../modules/courses/course-store';
import type { FileStorage } from '../storage/file-storage';
import {
  DEMO_MATERIAL_CONTENT,
  type DocumentContent,
  type SheetContent,
} from './demo-material-content';

const NAVY = rgb(0.07, 0.13, 0.25);

async function renderSheet(content: SheetContent): Promise<Buffer> {
  const heading: Row[] = content.heading.map((line, index) => [
    { value: line, fontWeight: index === 0 ? 'bold' : undefined },
  ]);
  const header: Row = content.columns.map((column) => ({
    value: column.title,
    fontWeight: 'bold',
  }));
  const rows: Row[] = content.rows.map((row) =>
    row.map((value, index) =>
      typeof value === 'number' && content.columns[index]?.money
        ? { value, format: '#,##0.00' }
        : { value },
    ),
  );
  return writeXlsxFile([...heading, [], header, ...rows], {
    sheet: 'Material',
    columns: content.columns.map((column) => ({ width: column.width })),
  }).toBuffer();
}

async function renderDocument(content: DocumentContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.heading);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(content.heading, { x: 50, y, size: 18, font: bold, color: NAVY });
  y -= 32;
  page.drawText(content.intro, { x: 50, y, size: 11, font: regular, color: NAVY });
  for (const item of content.items) {
    y -= 26;
    page.drawRectangle({
      x: 50,
      y: y - 2,
      width: 10,
      height: 10,
      borderColor: NAVY,
      borderWidth: 1,
    });
    page.drawText(item, { x: 70, y, size: 11, font: regular, color: NAVY });
  }
  return Buffer.from(await pdf.save());
}

/**
 * Makes the file of every demo material (named by its demo address, such as
 * `/materials/checklist-alta-monotributo.pdf`) and stores it privately, answering the materials
 * pointed at their checked downloads.
 */
export async function saveDemoMaterials(
  storage: FileStorage,
  materials: NewCourse['materials'],
): Promise<NewCourse['materials']> {
  return Promise.all(
    materials.map(async ({ title, url }) => {
      const name = path.posix.basename(url);
      const content = DEMO_MATERIAL_CONTENT[name];
      if (!content) throw new Error(`no content for the demo material ${name}`);
      const bytes =
        content.kind === 'sheet' ? await renderSheet(content) : await renderDocument(content);
      const extension = extensionOf(name) as keyof typeof MATERIAL_FILE_KINDS;
      const address = await storage.savePrivate(`materials/demo/${name}`, bytes);
      return {
        title,
        url: address,
        file: { name, size: bytes.length, type: MATERIAL_FILE_KINDS[extension].mime },
      };
    }),
  );
}
