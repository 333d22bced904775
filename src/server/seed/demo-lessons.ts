import { readFile } from 'node:fs/promises';
import type { NewCourse } from '../modules/courses/course-store';
import type { FileStorage } from '../storage/file-storage';

/** Five-second clips recorded by scripts/record-demo-lessons.mjs, committed beside this file. */
const CLIPS = ['clase-teoria.webm', 'clase-practica.webm', 'clase-ejercicio.webm'];

/** Copies the demo clips to the private area of storage and answers their addresses. */
export async function saveDemoLessons(storage: FileStorage): Promise<string[]> {
  return Promise.all(
    CLIPS.map(async (clip) =>
      storage.savePrivate(
        `lessons/${clip}`,
        await readFile(new URL(`./media/${clip}`, import.meta.url)),
      ),
    ),
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
