import { useVideoStats } from '../../../api/panel-videos';
import { Modal } from '../../../components/ui/Dialog';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { LoadError } from '../../../components/ui/LoadError';
import { counted } from '../../../lib/plural';
import { BarChart } from '../charts/BarChart';
import { FoldedFigures } from '../charts/FoldedFigures';
import type { ModuleWatchStats, Video } from '../../../../shared/responses/videos';

const students = (count: number) => counted(count, 'alumno', 'alumnos');
const stretch = ({ fromPercent, toPercent }: { fromPercent: number; toPercent: number }) =>
  `${fromPercent}–${toPercent} %`;

/** One lesson: plays and completions, then where those who did not finish stopped. */
function LessonStats({ lesson }: { lesson: ModuleWatchStats }) {
  const stopped = lesson.dropOff.reduce((sum, bucket) => sum + bucket.students, 0);
  const rate = lesson.completionRate === null ? '' : ` (${lesson.completionRate} %)`;
  return (
    <article className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold break-words text-slate-900">
        {lesson.courseTitle} › {lesson.moduleTitle}
      </h3>
      <p className="text-sm text-slate-700">
        {students(lesson.plays)} la reprodujeron · {lesson.completions} la completaron{rate}
      </p>
      {stopped === 0 ? (
        <p className="text-sm text-slate-600">Nadie la dejó a medias.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Dónde la dejaron los {students(stopped)} que no la terminaron:
          </p>
          <BarChart
            bars={lesson.dropOff.map((bucket) => ({
              key: String(bucket.fromPercent),
              value: bucket.students,
              title: `${stretch(bucket)}: ${students(bucket.students)}`,
            }))}
            summary={`Dónde dejaron la clase los que no la terminaron: ${lesson.dropOff
              .filter((bucket) => bucket.students > 0)
              .map((bucket) => `${students(bucket.students)} entre el ${stretch(bucket)}`)
              .join(', ')}.`}
            format={students}
            startLabel="0 %"
            endLabel="100 %"
          />
          <FoldedFigures
            summary="Ver las cifras de cada tramo"
            caption={`Alumnos que dejaron ${lesson.moduleTitle}, por tramo del video`}
            columns={['Tramo del video', 'Alumnos']}
            rows={lesson.dropOff.map((bucket) => ({
              key: String(bucket.fromPercent),
              cells: [stretch(bucket), bucket.students],
            }))}
          />
        </>
      )}
    </article>
  );
}

function StatsBody({ video }: { video: Video }) {
  const stats = useVideoStats(video.id, true);
  if (stats.isPending) return <ListSkeleton rows={2} />;
  if (stats.isError) {
    return <LoadError>No pudimos obtener las estadísticas. Intente de nuevo más tarde.</LoadError>;
  }
  return (
    <>
      {stats.data.modules.map((lesson) => (
        <LessonStats key={lesson.moduleId} lesson={lesson} />
      ))}
    </>
  );
}

/** How each lesson that plays the video is watched, from what the server counted. */
export function VideoStatsDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <Modal
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Estadísticas del video"
      description={
        video && (
          <>
            <span className="font-medium">{video.name}</span>: alumnos con la clase empezada, los
            que la completaron y dónde la dejaron los demás.
          </>
        )
      }
      wide
    >
      {video && <StatsBody video={video} />}
    </Modal>
  );
}
