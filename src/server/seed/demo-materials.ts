import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { extensionOf, MATERIAL_FILE_KINDS } from '../../shared/material-files';
import type { Db } from '../db/client';
import { courseMaterials } from '../db/schema';
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
    row.map((value, index) => {
      if (value === null) return null;
      if (typeof value === 'object') return { type: 'Formula', value: value.formula };
      return typeof value === 'number' && content.columns[index]?.money
        ? { value, format: '#,##0.00' }
        : { value };
    }),
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

const stem = (name: string) => name.replace(/\.[a-z]+$/, '');

/**
 * The file of one demo material, stored privately, by its demo name: the stem is what counts
 * (an older catalogue named the receipt model `.docx`; it is a PDF now).
 */
async function saveDemoFile(storage: FileStorage, demoName: string) {
  const name = Object.keys(DEMO_MATERIAL_CONTENT).find((key) => stem(key) === stem(demoName));
  const content = name && DEMO_MATERIAL_CONTENT[name];
  if (!name || !content) return undefined;
  const bytes =
    content.kind === 'sheet' ? await renderSheet(content) : await renderDocument(content);
  const extension = extensionOf(name) as keyof typeof MATERIAL_FILE_KINDS;
  const url = await storage.savePrivate(`materials/demo/${name}`, bytes);
  return { url, file: { name, size: bytes.length, type: MATERIAL_FILE_KINDS[extension].mime } };
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
      const saved = await saveDemoFile(storage, name);
      if (!saved) throw new Error(`no content for the demo material ${name}`);
      return { title, ...saved };
    }),
  );
}

/**
 * A catalogue seeded before the demo materials were files points them at `/materials/…`,
 * which nothing serves: each such material gets its file and the checked address. Answers
 * how many materials were mended; once done it finds nothing.
 */
export async function mendDemoMaterials(db: Db, storage: FileStorage): Promise<number> {
  const stale = await db
    .select({ id: courseMaterials.id, url: courseMaterials.url })
    .from(courseMaterials)
    .where(and(like(courseMaterials.url, '/materials/%'), isNull(courseMaterials.fileName)));
  let mended = 0;
  for (const { id, url } of stale) {
    const saved = await saveDemoFile(storage, path.posix.basename(url));
    if (!saved) continue;
    await db
      .update(courseMaterials)
      .set({
        url: saved.url,
        fileName: saved.file.name,
        fileSize: saved.file.size,
        fileType: saved.file.type,
      })
      .where(eq(courseMaterials.id, id));
    mended += 1;
  }
  return mended;
}
