import { describe, expect, it } from 'vitest';
import { E2E_REMINDED } from '../support/e2e-seed';
import { signIn, useBrowser, waitForMail } from '../support/e2e';

/** The link of the mail that starts with `path`, as a path and query on the site under test. */
function linkIn(text: string, path: string): string {
  const found = text.split(/\s+/).find((word) => new URL(word, 'http://x').pathname === path);
  if (!found || !/^https?:\/\//.test(found)) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

describe('the reminder of a checkout left unpaid', () => {
  const openPage = useBrowser();

  it('leads the buyer back to the buy page of the course, and its other link turns it off after a confirmation', async () => {
    // Seeded 3 hours old: the server's first pass mailed the reminder when it started.
    const mail = await waitForMail(E2E_REMINDED.email, (m) => /quedó sin terminar/.test(m.subject));
    expect(mail.subject).toBe(
      'Tu compra de "Liquidación de sueldos y cargas sociales" quedó sin terminar',
    );

    const page = await openPage('/');
    await page.getByRole('button', { name: 'Entendido' }).click();
    await signIn(page, E2E_REMINDED.email, E2E_REMINDED.password);
    await page.goto(linkIn(mail.text, '/buy'));
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Comprando Liquidación de sueldos y cargas sociales',
      })
      .waitFor();
    await page.getByRole('button', { name: 'Pagar' }).waitFor();

    // The way out needs no session: a fresh browser opens the link, and confirms.
    const stranger = await openPage('about:blank');
    await stranger.goto(linkIn(mail.text, '/api/mail/unsubscribe'));
    await stranger.getByRole('button', { name: 'Confirmar la baja' }).click();
    await stranger.getByRole('heading', { level: 1, name: 'Listo: te dimos de baja' }).waitFor();
    await page.context().close();
    await stranger.context().close();
  });
});
