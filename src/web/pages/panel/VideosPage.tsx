import { useState } from 'react';
import { useAdminVideos, useDeleteVideo } from '../../api/panel-videos';
import { notify } from '../../components/ui/toast';
import { ConfirmDialog } from './course-editor/ConfirmDialog';
import { PagedResults } from './PagedResults';
import { PanelPage } from './PanelPage';
import { VideoCards } from './videos/VideoCards';
import { VideoStatsDialog } from './videos/VideoStatsDialog';
import { VideoTable } from './videos/VideoTable';
import type { Video } from '../../../shared/responses/videos';

/**
 * /panel/videos: every hosted video, newest first, with its state, facts and the lessons that
 * play it; those still processing refresh by themselves. 'Eliminar' for one no lesson plays,
 * after a question; 'Estadísticas' for one that lessons do.
 */
export default function VideosPage() {
  const videos = useAdminVideos();
  const remove = useDeleteVideo();
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [statsOf, setStatsOf] = useState<Video | null>(null);
  const actions = { onStats: setStatsOf, onDelete: setDeleting };

  function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => notify.success(`Eliminamos el video ${name}.`),
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <PanelPage>
      <PagedResults
        list={videos}
        errorMessage="Ocurrió un error al obtener los videos. Intente de nuevo más tarde."
        emptyMessage="Todavía no hay videos."
        noun={['video', 'videos']}
        hrefFor={() => '/panel/videos'}
      >
        {(items) => (
          <>
            <VideoTable videos={items} {...actions} />
            <VideoCards videos={items} {...actions} />
          </>
        )}
      </PagedResults>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Eliminar video"
        question={`¿Eliminar ${deleting?.name ?? 'el video'}? Se borran el archivo subido y todas sus calidades; no se puede deshacer.`}
        cancelLabel="No, cancelar."
        confirmLabel="Sí, eliminar."
      />
      <VideoStatsDialog video={statsOf} onClose={() => setStatsOf(null)} />
    </PanelPage>
  );
}
