import { formatDate } from '../../../../shared/format-date';
import type { AdminAnnouncement } from '../../../../shared/responses/announcements';

/** The announcements sent, newest first: to whom, and how far their sending went. */
export function AnnouncementList({ announcements }: { announcements: AdminAnnouncement[] }) {
  if (announcements.length === 0) {
    return <p className="text-slate-600">Todavía no se envió ningún anuncio.</p>;
  }
  return (
    <ul aria-label="Anuncios enviados" className="flex flex-col gap-3">
      {announcements.map((announcement) => (
        <li
          key={announcement.id}
          className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="font-semibold text-brand-900">{announcement.subject}</p>
          <p className="text-sm text-slate-600">
            {announcement.course ? announcement.course.title : 'Todos los alumnos'} ·{' '}
            {formatDate(announcement.createdAt)}
            {announcement.authorName ? ` · ${announcement.authorName}` : ''}
          </p>
          <p className="text-sm text-slate-700">
            {announcement.status === 'sent' ? 'Enviado' : 'Enviando'}: {announcement.sent} de{' '}
            {announcement.recipients}
            {announcement.skipped > 0 ? ` (${announcement.skipped} se dieron de baja antes)` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
