import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from './pdf';

const run = promisify(execFile);

/** One page at this resolution: sharp enough to read 7-point print, quick to draw and read. */
const DPI = 150;

/**
 * The renderers whose pictures are read back: poppler (Evince, Okular, most previews on Linux)
 * and PDF.js (Firefox, many web viewers). Each draws the text from the font inside the file.
 */
export const RENDERERS = ['poppler', 'pdf.js'] as const;
export type Renderer = (typeof RENDERERS)[number];

/**
 * Why the tests that read a drawn page cannot run here (pdftoppm, tesseract or its Spanish data
 * missing), or undefined when they can. With REQUIRE_E2E=1 (CI) a missing tool is an error, as
 * a missing Chromium is for the browser tests.
 */
export function ocrUnavailable(): string | undefined {
  const works = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
  };
  const languages = works('tesseract', ['--list-langs']);
  const missing = [
    works('pdftoppm', ['-v']) === undefined && 'pdftoppm',
    languages === undefined ? 'tesseract' : !/^spa$/m.test(languages) && "tesseract's Spanish data",
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  const message =
    `PDF pages read back SKIPPED: ${missing.join(', ')} not found.\n` +
    'Install them with `sudo apt-get install poppler-utils tesseract-ocr tesseract-ocr-spa`.';
  if (process.env.REQUIRE_E2E === '1') {
    throw new Error(`${message}\nREQUIRE_E2E=1: a skipped reading of the drawn page is a failure.`);
  }
  console.warn(message);
  return message;
}

/** The first page drawn by `renderer` as a PNG image. */
export async function drawFirstPage(pdf: Buffer, renderer: Renderer): Promise<Buffer> {
  if (renderer === 'pdf.js') return drawWithPdfJs(pdf);
  return inTemporaryFolder(async (folder) => {
    await writeFile(join(folder, 'page.pdf'), pdf);
    await run(
      'pdftoppm',
      ['-png', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile'].concat(
        join(folder, 'page.pdf'),
        join(folder, 'page'),
      ),
    );
    return readFile(join(folder, 'page.png'));
  });
}

async function drawWithPdfJs(pdf: Buffer): Promise<Buffer> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: DPI / 72 });
    // In Node, PDF.js draws on @napi-rs/canvas, its optional dependency.
    const factory = document.canvasFactory as {
      create(
        width: number,
        height: number,
      ): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    context.fillStyle = 'white';
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}

/**
 * What a person reads on the first page as `renderer` draws it: the page's picture read by
 * tesseract with its Spanish data, the lines joined by single spaces.
 */
export async function readFirstPage(pdf: Buffer, renderer: Renderer): Promise<string> {
  const image = await drawFirstPage(pdf, renderer);
  return inTemporaryFolder(async (folder) => {
    await writeFile(join(folder, 'page.png'), image);
    const { stdout } = await run(
      'tesseract',
      [join(folder, 'page.png'), 'stdout', '-l', 'spa', '--dpi', String(DPI)],
      // One thread: on a busy machine tesseract's threads wait on each other (twice as slow).
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    );
    return stdout.replace(/\s+/g, ' ').trim();
  });
}

async function inTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-as-seen-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
