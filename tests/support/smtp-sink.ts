import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  /** The top-level MIME type: 'multipart/alternative' for a text and an HTML part. */
  contentType: string;
  replyTo?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server on a free local port that keeps every message it receives
 * (and, with `saveTo`, also writes each one there as JSON for other processes to read).
 */
export async function startSmtpSink(options: { saveTo?: string } = {}) {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const messages: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const state = { down: false, slowMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(
        () => callback(state.down ? new Error('Servicio no disponible por el momento') : undefined),
        state.slowMs,
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const addresses = (field: typeof mail.to) =>
            (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
              entry.value.map((address) => address.address ?? ''),
            );
          const caught: CaughtMail = {
            to: addresses(mail.to),
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            ...(mail.html ? { html: mail.html } : {}),
            contentType:
              (mail.headers.get('content-type') as { value?: string } | undefined)?.value ?? '',
            replyTo: mail.replyTo?.value[0]?.address,
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          };
          messages.push(caught);
          if (options.saveTo) {
            const file = path.join(options.saveTo, `${Date.now()}-${messages.length}.json`);
            const saved = {
              ...caught,
              attachments: caught.attachments.map(({ filename, contentType }) => ({
                filename,
                contentType,
              })),
            };
            writeFileSync(file, JSON.stringify(saved));
          }
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** While down, the server turns every connection away (as a mail server under maintenance). */
    setDown(down: boolean) {
      state.down = down;
    },
    /** Makes the server greet each connection only after `ms` (a busy or greylisting server). */
    setSlow(ms: number) {
      state.slowMs = ms;
    },
    waitFor,
    /** The 6-digit code of the next code e-mail to `to` after message number `since`. */
    async waitForCode(to: string, since: number): Promise<string> {
      const mail = await waitFor(to, { since, match: (m) => /código/i.test(m.subject) });
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in mail: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /**
   * Resolves with the first message to `to` (received after the first `since` messages)
   * that matches, waiting up to `timeoutMs` (5 s) for it.
   */
  async function waitFor(
    to: string,
    options: { since?: number; match?: (mail: CaughtMail) => boolean; timeoutMs?: number } = {},
  ): Promise<CaughtMail> {
    const { since = 0, match = () => true, timeoutMs = 5000 } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages
        .slice(since)
        .find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
