import { TriangleAlert, VideoOff } from 'lucide';
import { useState, type ReactNode } from 'react';
import { videoSource } from '../../../shared/video-source';
import { Icon } from '../ui/Icon';
import { YouTubePlayer } from './YouTubePlayer';

export const VIDEO_ERROR_MESSAGE =
  'Ocurrió un error al obtener el video. Intente de nuevo más tarde.';

type ModuleVideoProps = { videoId: string; title: string; onEnded: () => void };

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-brand-900 p-6 text-center text-brand-50">
      {icon}
      {children}
    </div>
  );
}

/**
 * The video of one module, 16:9: a YouTube player or an HTML5 <video>, both reporting the end.
 * Render it with `key` set to the module so each module starts fresh.
 */
export function ModuleVideo({ videoId, title, onEnded }: ModuleVideoProps) {
  const [failed, setFailed] = useState(false);
  const source = videoSource(videoId);
  let content: ReactNode;
  if (failed) {
    content = (
      <Notice
        icon={<Icon node={TriangleAlert} className="size-10 text-accent-300" aria-hidden="true" />}
      >
        <p role="alert">{VIDEO_ERROR_MESSAGE}</p>
      </Notice>
    );
  } else if (source.kind === 'none') {
    content = (
      <Notice icon={<Icon node={VideoOff} className="size-10 text-brand-200" aria-hidden="true" />}>
        <p>Este módulo todavía no tiene video.</p>
      </Notice>
    );
  } else if (source.kind === 'youtube') {
    content = (
      <YouTubePlayer
        videoId={source.id}
        title={title}
        onEnded={onEnded}
        onError={() => setFailed(true)}
      />
    );
  } else {
    content = (
      <video
        data-testid="module-video"
        src={source.url}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        className="size-full bg-black"
        onEnded={onEnded}
        onError={() => setFailed(true)}
      />
    );
  }
  return <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">{content}</div>;
}
