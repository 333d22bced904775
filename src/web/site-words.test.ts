// The site speaks the Spanish of Argentina with one word for each thing: 'Agregar' (not
// 'Añadir'), 'video' (not 'vídeo'), and voseo ('Aprendés', not 'Aprenderás').
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.dirname(new URL(import.meta.url).pathname);

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

const AVOIDED = [/Añad/i, /\bvídeos?\b/i, /Aprenderás/, /\bDescubre\b/];

describe("the web's words", () => {
  it.each(AVOIDED)('never say %s', (word) => {
    const found = sources(WEB).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          word.test(line) ? [`${path.relative(WEB, file)}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
