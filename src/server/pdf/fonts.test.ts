import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embeddedFontFiles } from '../../../tests/support/pdf';
import { embedInter, INTER_FILES } from './fonts';

const require = createRequire(import.meta.url);

/** Capitals, accents, composite letters (é is e and an accent), figures and the guillemets. */
const TEXT = 'ESTUDIO CONTABLE FERRARO José Núñez Peña «Categorías» Łukasz Dvořák 30.123.678 ¿Qué?';

/** Every outline a font draws, as SVG path data (a glyph whose data cannot be read draws none). */
const outlines = (font: fontkit.Font) =>
  new Set(
    Array.from({ length: font.numGlyphs }, (_, id) => {
      try {
        return font.getGlyph(id).path.toSVG();
      } catch {
        return undefined;
      }
    }),
  );

describe('Inter embedded in a PDF', () => {
  it('draws every letter with its own outline, in each weight', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedInter(doc);
    const page = doc.addPage();
    Object.values(fonts).forEach((font, line) =>
      page.drawText(TEXT, { font, size: 12, x: 20, y: 700 - line * 20 }),
    );
    const embedded = await embeddedFontFiles(Buffer.from(await doc.save()));

    for (const file of Object.values(INTER_FILES)) {
      const source = fontkit.create(await readFile(require.resolve(file)));
      const name = source.postscriptName!;
      const subset = embedded.find((font) => font.name === name);
      expect(subset, name).toBeDefined();
      const drawn = outlines(fontkit.create(Buffer.from(subset!.bytes)));
      const missing = [...new Set(TEXT)].filter(
        (char) => !drawn.has(source.glyphForCodePoint(char.codePointAt(0)!).path.toSVG()),
      );
      expect(missing, `letters ${name} draws wrong`).toEqual([]);
    }
  });
});
