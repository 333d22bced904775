import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);

/**
 * PDF.js's copies of the 14 standard fonts (Helvetica…), as Firefox has them, for a PDF that
 * uses them without carrying them (the invoices).
 */
export const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of every page, as PDF.js reads it (what a reader copies out of the file), its lines
 * joined by single spaces.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** The fonts whose files travel inside the PDF (base names without the subset prefix). */
export async function embeddedFonts(pdf: Buffer): Promise<string[]> {
  return (await embeddedFontFiles(pdf)).map((font) => font.name);
}

/** The font files inside the PDF, decoded, with their base names. */
export async function embeddedFontFiles(
  pdf: Buffer,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const document = await PDFDocument.load(pdf);
  const fonts: { name: string; bytes: Uint8Array }[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = ['FontFile', 'FontFile2', 'FontFile3']
      .map((key) => object.get(PDFName.of(key)))
      .find(Boolean);
    const stream = file && document.context.lookup(file);
    const name = object
      .get(PDFName.of('FontName'))
      ?.toString()
      .replace(/^\/(\w{6}\+)?/, '')
      // pdf-lib names a subset after the font with a number of its own.
      .replace(/-\d+$/, '');
    if (stream instanceof PDFRawStream && name) {
      fonts.push({ name, bytes: decodePDFRawStream(stream).decode() });
    }
  }
  return fonts;
}

/** The decoded drawing operators of the first page (its text, as the hex strings drawn). */
export async function firstPageOperators(pdf: Buffer): Promise<string> {
  const document = await PDFDocument.load(pdf);
  const contents = document.getPages()[0]!.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => document.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

/**
 * Reads the QR code drawn on the first page: collects the small filled squares the page draws
 * (its modules), paints them on a white image with a quiet zone, and decodes that with jsQR,
 * as a phone's camera would read the printed page.
 */
export async function decodePdfQr(pdf: Buffer): Promise<string | undefined> {
  const operators = await firstPageOperators(pdf);
  const squares: { x: number; y: number; size: number }[] = [];
  const square =
    /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l\n[\d.]+ 0 l\nh\nf/g;
  for (const match of operators.matchAll(square)) {
    const [x, y, height, width] = match.slice(1).map(Number) as [number, number, number, number];
    if (Math.abs(width - height) < 0.01 && width < 10) squares.push({ x, y, size: width });
  }
  if (squares.length === 0) return undefined;
  const cell = squares[0]!.size;
  const left = Math.min(...squares.map((s) => s.x));
  const top = Math.max(...squares.map((s) => s.y));
  const modules = Math.round((Math.max(...squares.map((s) => s.x)) - left) / cell) + 1;
  const scale = 6;
  const quiet = 4;
  const side = (modules + quiet * 2) * scale;
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const s of squares) {
    const column = Math.round((s.x - left) / cell) + quiet;
    const row = Math.round((top - s.y) / cell) + quiet;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((row * scale + dy) * side + column * scale + dx) * 4;
        image[at] = image[at + 1] = image[at + 2] = 0;
      }
    }
  }
  return jsQR(image, side, side)?.data;
}
