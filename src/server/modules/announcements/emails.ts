import { BRAND } from '../../../shared/brand';
import { link, note, paragraph, renderedMarkdown } from '../../mail/layout/blocks';
import type { MailMessage } from '../../mail/mailer';
import { markdownHtml } from '../../markdown-html';
import type { UnsubscribeLink } from '../unsubscribe/links';

/** Why this person gets the mail: a course they own, or being a student of the school. */
const whyLine = (courseTitle: string | null) =>
  courseTitle
    ? `Te escribimos porque tenés el curso "${courseTitle}".`
    : `Te escribimos porque sos alumno de ${BRAND.name}.`;

/**
 * An announcement to a student: the markdown as text (it reads as it was written) and as HTML
 * (rendered as the site renders course text: raw HTML skipped, every text escaped), with the
 * way out of these mails in both and in the headers.
 */
export function announcementMail(announcement: {
  to: string;
  name: string;
  subject: string;
  body: string;
  courseTitle: string | null;
  unsubscribe: UnsubscribeLink;
}): MailMessage {
  const { unsubscribe, courseTitle } = announcement;
  return {
    to: announcement.to,
    headers: unsubscribe.headers,
    subject: announcement.subject,
    text: [
      `Hola, ${announcement.name}:`,
      '',
      announcement.body.trim(),
      '',
      '—',
      BRAND.name,
      BRAND.email,
      '',
      whyLine(courseTitle),
      `¿No querés recibir más anuncios? Date de baja acá: ${unsubscribe.url}`,
    ].join('\n'),
    body: [
      paragraph(`Hola, ${announcement.name}:`),
      renderedMarkdown(markdownHtml(announcement.body)),
      note(whyLine(courseTitle), ' ', link(unsubscribe.url, 'Darme de baja de los anuncios')),
    ],
  };
}
