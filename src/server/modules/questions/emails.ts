import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';
import { button, paragraph, quote, renderedMarkdown, strong } from '../../mail/layout/blocks';
import { markdownHtml } from '../../markdown-html';
import { quoted } from '../contact/emails';

/** The firm's answer to a student's question, with the link to the lesson where it stays. */
export function questionAnswerMail(options: {
  to: string;
  name: string;
  courseTitle: string;
  lessonTitle: string;
  question: string;
  answer: string;
  lessonUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Respondimos tu pregunta sobre «${options.lessonTitle}»`,
    body: [
      paragraph(`Hola, ${options.name}:`),
      paragraph(
        'Respondimos la pregunta que hiciste en la lección ',
        strong(`«${options.lessonTitle}»`),
        ` del curso «${options.courseTitle}».`,
      ),
      paragraph(strong('Tu pregunta:')),
      quote(options.question),
      paragraph(strong('Nuestra respuesta:')),
      // Rendered as the lesson shows it (raw HTML skipped, every text escaped); the text part
      // keeps the markdown, which reads as written.
      renderedMarkdown(markdownHtml(options.answer)),
      paragraph('La respuesta queda en la pestaña Preguntas de la lección.'),
      button(options.lessonUrl, 'Ver la lección'),
    ],
    text: [
      `Hola, ${options.name}:`,
      '',
      `Respondimos la pregunta que hiciste en la lección «${options.lessonTitle}» del curso «${options.courseTitle}».`,
      '',
      'Tu pregunta:',
      quoted(options.question),
      '',
      'Nuestra respuesta:',
      options.answer,
      '',
      `La respuesta queda en la pestaña Preguntas de la lección: ${options.lessonUrl}`,
      '',
      '—',
      BRAND.name,
    ].join('\n'),
  };
}
