import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { alignGlyphs } from './align-glyphs';

const require = createRequire(import.meta.url);

/**
 * Inter, the site's typeface, as TrueType files. Embedded, the certificate looks the same in
 * every viewer (the standard PDF fonts are the viewer's own) and draws any name, also letters
 * beyond their Western set (Łukasz, Dvořák).
 */
export const INTER_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

export type InterFonts = Record<keyof typeof INTER_FILES, PDFFont>;

let bytes: Promise<Record<keyof typeof INTER_FILES, Uint8Array>> | undefined;

const loadBytes = () =>
  (bytes ??= Promise.all(
    Object.entries(INTER_FILES).map(async ([weight, file]) => [
      weight,
      alignGlyphs(new Uint8Array(await readFile(require.resolve(file)))),
    ]),
  ).then((entries) => Object.fromEntries(entries) as Record<keyof typeof INTER_FILES, Uint8Array>));

/** Embeds Inter in the document, subset to the letters it uses. */
export async function embedInter(doc: PDFDocument): Promise<InterFonts> {
  doc.registerFontkit(fontkit);
  const files = await loadBytes();
  const [regular, semibold, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.semibold, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, semibold, bold };
}
