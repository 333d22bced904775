import { BRAND } from '../../../shared/brand';
import { lessonUrl } from '../../../shared/lesson-links';
import type { CourseRef } from '../../../shared/responses/courses';
import { button, link, note, paragraph } from '../../mail/layout/blocks';
import type { MailMessage } from '../../mail/mailer';
import type { UnsubscribeLink } from '../unsubscribe/links';

/** A unit that opened for a student (drip release), and the lesson it starts with. */
export type OpenedUnit = {
  course: CourseRef;
  unit: { number: number; title: string };
  firstModuleId: number;
};

/** The notice that a unit opened for the student: to its first lesson, or unsubscribe. */
export function unitOpenedEmail(notice: {
  to: string;
  name: string;
  opened: OpenedUnit;
  unsubscribe: UnsubscribeLink;
  appUrl: string;
}): MailMessage {
  const { course, unit, firstModuleId } = notice.opened;
  const { unsubscribe } = notice;
  const lesson = lessonUrl(notice.appUrl, course, firstModuleId);
  const news = `Ya podés ver la Unidad ${unit.number}, "${unit.title}", del curso "${course.title}".`;
  const why = `Te escribimos porque tenés el curso "${course.title}".`;
  return {
    to: notice.to,
    headers: unsubscribe.headers,
    subject: `Ya está disponible: ${unit.title}`,
    body: [
      paragraph(`Hola, ${notice.name}:`),
      paragraph(news),
      button(lesson, 'Ir a la unidad'),
      note(why, ' ', link(unsubscribe.url, 'Darme de baja de estos avisos y de los anuncios')),
    ],
    text: [
      `Hola, ${notice.name}:`,
      '',
      news,
      '',
      lesson,
      '',
      '—',
      BRAND.name,
      BRAND.email,
      '',
      why,
      `¿No querés recibir más estos avisos ni nuestros anuncios? Date de baja acá: ${unsubscribe.url}`,
    ].join('\n'),
  };
}
