import { readFile } from 'node:fs/promises';
import type { NewCourse } from '../modules/courses/course-store';
import type { FileStorage } from '../storage/file-storage';

/** Five-second clips recorded by scripts/record-demo-lessons.mjs, committed beside this file. */
const CLIPS = ['clase-teoria.webm', 'clase-practica.webm', 'clase-ejercicio.webm'];

const media = (file: string) => readFile(new URL(`./media/${file}`, import.meta.url));

/**
 * Copies the demo clips to the private area of storage, each with its Spanish subtitles beside
 * it (`clase-teoria.es.vtt`, which a clip keeps when it becomes a hosted video), and answers
 * the clips' addresses.
 */
export async function saveDemoLessons(storage: FileStorage): Promise<string[]> {
  return Promise.all(
    CLIPS.map(async (clip) => {
      const captions = clip.replace(/\.webm$/, '.es.vtt');
      await storage.savePrivate(`lessons/${captions}`, await media(captions));
      return storage.savePrivate(`lessons/${clip}`, await media(clip));
    }),
  );
}

/** Gives every module of the course one of the clips, in turn, so the demo course plays. */
export function withDemoVideos(units: NewCourse['units'], clips: string[]): NewCourse['units'] {
  let next = 0;
  return units.map((unit) => ({
    ...unit,
    modules: unit.modules.map((module) => ({ ...module, videoId: clips[next++ % clips.length]! })),
  }));
}
