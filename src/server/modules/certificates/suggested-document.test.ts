import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { purchases, users } from '../../db/schema';

describe("the certificate's DNI, suggested from the checkout", () => {
  const t = useTestApp();

  async function buyer(documents: string[]) {
    const course = await createCourse(t);
    const person = await verifiedPerson(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, person.person.email));
    for (const [index, payerDocument] of documents.entries()) {
      await t.db.insert(purchases).values({
        userId: user!.id,
        courseId: course.id,
        courseSlug: course.slug,
        courseTitle: course.title,
        provider: 'sandbox',
        status: 'approved',
        amount: 1000,
        payerName: 'Martina',
        payerLastname: 'Gómez',
        payerEmail: person.person.email,
        payerDocument,
        payerCountry: 'Argentina',
        payerRegion: 'Buenos Aires',
        payerLocation: 'La Plata',
        createdAt: new Date(Date.UTC(2026, 10, 20 + index)),
      });
    }
    return person;
  }

  const suggested = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/certificates', { cookie })).json().suggestedDocument;

  it('offers its owner the DNI typed as payer at the latest checkout, and only while the profile has none', async () => {
    const martina = await buyer(['27111222', '31456789']);
    expect(await suggested(martina.cookie)).toBe('31456789');

    // Nobody else learns it: another student sees their own (none).
    const other = await verifiedPerson(t);
    expect(await suggested(other.cookie)).toBeNull();

    const saved = await call(t, 'PUT', '/api/user/update/profile', {
      cookie: martina.cookie,
      body: {
        name: martina.person.name,
        lastname: martina.person.lastname,
        username: martina.person.username,
        document: '31456789',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await suggested(martina.cookie)).toBeNull();
  });

  it('takes the DNI inside a CUIT or CUIL, and nothing from a document that holds none', async () => {
    expect(await suggested((await buyer(['20-31456789-3'])).cookie)).toBe('31456789');
    expect(await suggested((await buyer(['20071234563'])).cookie)).toBe('7123456');
    expect(await suggested((await buyer(['123456'])).cookie)).toBeNull();
  });
});
