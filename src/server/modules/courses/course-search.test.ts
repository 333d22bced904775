import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { filterCourses } from '../../../web/components/course/filter-courses';
import type { CourseCard } from '../../../shared/responses/courses';

/** What the catalogue (or 'Mis cursos') shows for `search`, from what the API answered. */
const titlesFor = (cards: CourseCard[], search: string) =>
  filterCourses(cards, { search, filter: 'all' }).map((card) => card.title);

describe('the course search over what the API answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Created first, so only the ranking can put the title match before it.
    const teaches = await createCourse(t, {
      title: 'Sueldos para pymes',
      description: 'Cargas sociales, recibos y el F.931.',
      learningList: ['Hacer la liquidación final de un empleado'],
    });
    const described = await createCourse(t, {
      title: 'Impuesto a las Ganancias',
      description: 'Cuarta categoría: retenciones y la liquidación anual.',
      learningList: ['Presentar el F.572 web'],
    });
    const titled = await createCourse(t, {
      title: 'Liquidación de sueldos',
      description: 'Conceptos remunerativos y aportes.',
      learningList: ['Calcular el SAC'],
    });
    await createCourse(t, { title: 'Monotributo práctico', learningList: ['Recategorizarse'] });
    const buyer = await verifiedPerson(t);
    cookie = buyer.cookie;
    for (const course of [teaches, described, titled])
      await enroll(t, buyer.person.email, course.id);
  });
  afterAll(async () => t.close());

  const catalogue = async (): Promise<CourseCard[]> =>
    (await call(t, 'GET', '/api/courses')).json().courses;

  it('finds a title without the accents typed, and in capitals with them', async () => {
    const cards = await catalogue();
    // Every word somewhere: the other course has them in its title and what it teaches.
    const both = ['Liquidación de sueldos', 'Sueldos para pymes'];
    expect(titlesFor(cards, 'liquidacion de sueldos')).toEqual(both);
    expect(titlesFor(cards, 'LIQUIDACIÓN DE SUELDOS')).toEqual(both);
    expect(titlesFor(cards, 'liquidación remunerativos')).toEqual(['Liquidación de sueldos']);
  });

  it('finds words of the description and of what the course teaches', async () => {
    const cards = await catalogue();
    expect(titlesFor(cards, 'retenciones')).toEqual(['Impuesto a las Ganancias']);
    expect(titlesFor(cards, 'f.572')).toEqual(['Impuesto a las Ganancias']);
    expect(titlesFor(cards, 'recategorizarse')).toEqual(['Monotributo práctico']);
    expect(titlesFor(cards, 'empleado final')).toEqual(['Sueldos para pymes']);
    expect(titlesFor(cards, 'contrato de alquiler')).toEqual([]);
  });

  it('puts the courses with the words in the title first', async () => {
    expect(titlesFor(await catalogue(), 'liquidacion')).toEqual([
      'Liquidación de sueldos',
      'Sueldos para pymes',
      'Impuesto a las Ganancias',
    ]);
  });

  it('searches the same way in Mis cursos', async () => {
    const owned: { course: CourseCard }[] = (
      await call(t, 'GET', '/api/user/courses', { cookie })
    ).json().courses;
    const cards = owned.map((entry) => entry.course);
    expect(titlesFor(cards, 'LIQUIDACION')).toEqual([
      'Liquidación de sueldos',
      'Sueldos para pymes',
      'Impuesto a las Ganancias',
    ]);
    expect(titlesFor(cards, 'sac')).toEqual(['Liquidación de sueldos']);
  });
});
