import { unsubscribe } from '../../../shared/contracts/unsubscribe';
import { fullPath } from '../../../shared/contracts/define-route';
import type { Db } from '../../db/client';
import { unsubscribeLinks } from '../../db/schema';
import { newLinkSecret } from '../auth/secrets';

/** Where every marketing mail's unsubscribe link points: GET asks, POST unsubscribes (RFC 8058). */
export const UNSUBSCRIBE_PATH = fullPath(unsubscribe);

export type UnsubscribeLink = {
  /** The link to print in the mail's text. */
  url: string;
  /** The headers a mail client shows its own 'unsubscribe' button with, and POSTs to. */
  headers: Record<string, string>;
};

/**
 * A new unsubscribe link for the mail to `userId`, written with the transaction that queues it.
 * Its random secret names the person; only its hash is stored.
 */
export async function newUnsubscribeLink(
  tx: Db,
  link: { userId: string; appUrl: string; now: Date },
): Promise<UnsubscribeLink> {
  const secret = newLinkSecret();
  await tx
    .insert(unsubscribeLinks)
    .values({ tokenHash: secret.hash, userId: link.userId, createdAt: link.now });
  const url = `${link.appUrl}${UNSUBSCRIBE_PATH}?token=${secret.token}`;
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
