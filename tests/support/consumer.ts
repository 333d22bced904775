import { call } from './accounts';
import type { TestApp } from './test-app';

let source = 0;

/** The Botón de Arrepentimiento's form, sent from an address of its own (rate limits aside). */
export function askArrepentimiento(
  t: TestApp,
  email: string,
  options: { name?: string; ip?: string } = {},
) {
  source += 1;
  return call(t, 'POST', '/api/consumer/arrepentimiento', {
    body: { name: options.name ?? 'Persona Cualquiera', email },
    ip: options.ip ?? `198.51.${Math.floor(source / 250) % 250}.${source % 250}`,
  });
}

const LINK = /\/arrepentimiento\/confirmar\/([0-9a-f-]{36})#([\w-]+)/;

/** The arrepentimiento link in the first such mail to `to` after message number `since`. */
export async function arrepentimientoLinkSentTo(t: TestApp, to: string, since: number) {
  const mail = await t.smtp.waitFor(to, { since, match: (m) => LINK.test(m.text) });
  const [, id, token] = LINK.exec(mail.text)!;
  return { id: id!, token: token!, mail };
}

/** The link's page (POST, with the secret in the body) and its confirmation. */
export const openLink = (t: TestApp, link: { id: string; token: string }) =>
  call(t, 'POST', `/api/consumer/arrepentimiento/${link.id}/purchases`, {
    body: { token: link.token },
  });

export const confirmLink = (
  t: TestApp,
  link: { id: string; token: string },
  purchaseIds: string[],
) =>
  call(t, 'POST', `/api/consumer/arrepentimiento/${link.id}/confirm`, {
    body: { token: link.token, purchaseIds },
  });

/** Withdraws a purchase the way its buyer does: the form, the mailed link, the confirmation. */
export async function withdrawThroughLink(t: TestApp, email: string, purchaseId: string) {
  const since = t.smtp.messages.length;
  const asked = await askArrepentimiento(t, email);
  if (asked.statusCode !== 201) throw new Error(`request refused: ${asked.body}`);
  const link = await arrepentimientoLinkSentTo(t, email, since);
  const confirmed = await confirmLink(t, link, [purchaseId]);
  if (confirmed.statusCode !== 200) throw new Error(`confirmation refused: ${confirmed.body}`);
  return confirmed.json().answers[0] as { code: string; status: string; message: string };
}
