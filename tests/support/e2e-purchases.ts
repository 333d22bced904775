import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CourseDetail } from '../../src/shared/responses/courses';

/** The checkout data of a buyer from Mendoza. */
const payer = (email: string) => ({
  name: 'Tomás',
  lastname: 'Álvarez',
  email,
  document: '30123456',
  country: 'AR',
  region: 'Mendoza',
  location: 'Godoy Cruz',
});

/** A demo course as its page shows it; the first is visible and owned by nobody until bought. */
export async function demoCourse(page: Page, courseId = 1): Promise<CourseDetail> {
  const answer = await page.request.get(`/api/courses/${courseId}/x`);
  return ((await answer.json()) as { course: CourseDetail }).course;
}

/**
 * The buy page of `course`, its form ready ('Provincia o región' loaded) with a document and a
 * town typed: what is left is the test's own.
 */
export async function openBuyForm(page: Page, course: Pick<CourseDetail, 'id' | 'slug'>) {
  await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
  const form = page.getByRole('form', { name: 'Datos del comprador' });
  await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
  await form.getByLabel('Documento').fill('30123456');
  await form.getByLabel('Localidad').fill('Villa Carlos Paz');
  return form;
}

/**
 * The page's signed-in, verified buyer pays the demo course with id `courseId` in the sandbox,
 * through the API: an approved purchase for the test to look at. Returns the course and the
 * purchase's id (the newest in the buyer's history).
 */
export async function buyInSandbox(page: Page, email: string, courseId = 1) {
  const course = await demoCourse(page, courseId);
  const order = await page.request.post('/api/payments/create-order', {
    data: { courseId: course.id, ...payer(email) },
  });
  expect(order.ok()).toBe(true);
  const preferenceId = String(((await order.json()) as { init_point: string }).init_point)
    .split('/')
    .pop();
  const paid = await page.request.post(`/api/payments/sandbox/${preferenceId}/pay`, {
    data: { outcome: 'approved' },
  });
  expect(paid.ok()).toBe(true);
  const history = (await (await page.request.get('/api/user/purchases')).json()) as {
    purchases: { id: string }[];
  };
  return { course, purchaseId: history.purchases[0]!.id };
}
