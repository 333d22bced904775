import { BRAND } from '../../../shared/brand';
import { studyPath } from '../../../shared/lesson-links';
import type { MailMessage } from '../../mail/mailer';
import { button, paragraph } from '../../mail/layout/blocks';

/** What the invitee is told to do: study now, sign in and verify, or sign up with this e-mail. */
type Invitee = 'holder' | 'account' | 'newcomer';

function nextStep(invitee: Invitee, appUrl: string, course: { id: number; slug: string }) {
  switch (invitee) {
    case 'holder':
      return {
        words: 'El curso ya está en tu cuenta: entrá y empezá cuando quieras.',
        link: `${appUrl}${studyPath(course)}`,
        action: 'Empezar el curso',
      };
    case 'account':
      return {
        words:
          'Ingresá con tu cuenta y validá tu correo: el curso aparece en Mis cursos en cuanto lo hagas.',
        link: `${appUrl}/auth/login`,
        action: 'Ingresar',
      };
    case 'newcomer':
      return {
        words:
          'Creá tu cuenta con este mismo correo y validalo: el curso aparece en Mis cursos en cuanto lo hagas.',
        link: `${appUrl}/auth/register`,
        action: 'Crear mi cuenta',
      };
  }
}

/** The invitation of a company seat: who gave it, the course, and how to start. */
export function seatInviteEmail(invite: {
  to: string;
  company: string;
  course: { id: number; slug: string; title: string };
  invitee: Invitee;
  appUrl: string;
}): MailMessage {
  const { company, course } = invite;
  const next = nextStep(invite.invitee, invite.appUrl, course);
  const given = `${company} te asignó una licencia del curso "${course.title}" en ${BRAND.name}.`;
  return {
    to: invite.to,
    subject: `Tenés una licencia del curso "${course.title}"`,
    body: [
      paragraph('Hola:'),
      paragraph(given),
      paragraph(next.words),
      button(next.link, next.action),
    ],
    text: ['Hola:', '', given, next.words, '', next.link, '', '—', BRAND.name, BRAND.email].join(
      '\n',
    ),
  };
}
