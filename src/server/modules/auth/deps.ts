import type { Db } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';

/** What the account services need: the database, the clock and a mail sender that never throws. */
export type AuthContext = {
  db: Db;
  now: Date;
  sendMail: (message: MailMessage) => Promise<void>;
};
