import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { saveBundle } from '../modules/bundles/bundle-store';
import { saveCover } from '../storage/cover-variants';
import type { FileStorage } from '../storage/file-storage';
import { renderDemoCover } from './demo-cover';

const DEMO_BUNDLE = {
  title: 'Ruta del profesional independiente',
  slug: 'ruta-del-profesional-independiente',
  description:
    'Contabilidad, Monotributo y Ganancias en el orden en que los necesita quien trabaja por su cuenta: de los asientos a la declaración jurada, por menos de lo que cuestan los tres cursos.',
  price: 89_900,
  courseTitles: [
    'Contabilidad básica y partida doble',
    'Monotributo de cero a experto',
    'Impuesto a las Ganancias para personas humanas',
  ],
};

/** The demo catalogue's 'Ruta de aprendizaje', of three of its courses. */
export async function seedDemoBundle(db: Db, storage: FileStorage, now: Date): Promise<void> {
  const found = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.title, DEMO_BUNDLE.courseTitles));
  const courseIds = DEMO_BUNDLE.courseTitles.flatMap((title) =>
    found.filter((course) => course.title === title).map((course) => course.id),
  );
  if (courseIds.length !== DEMO_BUNDLE.courseTitles.length) return;
  const cover = await renderDemoCover({ motif: 'invoice', caption: ['Ruta del', 'independiente'] });
  const { courseTitles: _titles, ...bundle } = DEMO_BUNDLE;
  await saveBundle(
    db,
    {
      ...bundle,
      pictureUrl: await saveCover(storage, DEMO_BUNDLE.slug, cover),
      visibility: true,
      salePrice: null,
      saleEndsAt: null,
      courseIds,
    },
    now,
  );
}
