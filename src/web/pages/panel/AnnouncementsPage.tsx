import { useAnnouncements } from '../../api/admin-announcements';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { useSearchParams } from '../../navigation/navigation';
import { AnnouncementForm, type AnnouncementStart } from './announcements/AnnouncementForm';
import { AnnouncementList } from './announcements/AnnouncementList';
import { PanelPage } from './PanelPage';

/**
 * What the form starts with: empty, or from a course's 'Avisar a los alumnos'
 * (`?course=<id>&title=<course title>`).
 */
function startFrom(params: URLSearchParams): AnnouncementStart {
  const courseId = params.get('course') ?? '';
  const title = params.get('title');
  if (!/^\d+$/.test(courseId) || !title) return { courseId: '', subject: '', body: '' };
  return {
    courseId,
    subject: `Novedades en «${title}»`,
    body: `¡Hola! Actualizamos el curso «${title}»: agregamos …\n\nYa lo podés ver desde «Mis cursos».`,
  };
}

/** /panel/announcements: mails to the students of a course or of all, and those sent. */
export default function AnnouncementsPage() {
  const [params] = useSearchParams();
  const announcements = useAnnouncements();
  return (
    <PanelPage>
      <AnnouncementForm key={params.toString()} start={startFrom(params)} />
      <h3 className="text-lg font-semibold text-brand-900">Enviados</h3>
      {announcements.isError ? (
        <LoadError>Ocurrió un error al obtener los anuncios. Intente de nuevo más tarde.</LoadError>
      ) : announcements.data ? (
        <AnnouncementList announcements={announcements.data} />
      ) : (
        <ListSkeleton />
      )}
    </PanelPage>
  );
}
