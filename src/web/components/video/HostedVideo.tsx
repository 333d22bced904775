import { Captions, Maximize, TriangleAlert } from 'lucide';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Playback as HostedPlayback } from '../../../shared/responses/video-playback';
import { Icon } from '../ui/Icon';
import { MediaVideo } from './MediaVideo';
import { requestFullscreen, type PlaybackEvents } from './playback';
import { QualitySelect } from './QualitySelect';
import { useHostedStream } from './use-hosted-stream';
import { VideoNotice } from './VideoNotice';
import { VideoWatermark } from './VideoWatermark';

type HostedVideoProps = PlaybackEvents & {
  /** Opens the lesson for this device: its signed addresses and watermark (the server's call). */
  open: () => Promise<HostedPlayback>;
  title: string;
  startAt: number;
  errorMessage: string;
  /** More controls for the toolbar under the video (the speed). */
  controls?: ReactNode;
  /** Starts playing once open (the visitor just asked to watch). */
  autoPlay?: boolean;
};

const toolbarButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-800';

/**
 * A lesson hosted by the site: encrypted HLS for its owner, with the watermark over it (in
 * fullscreen too: the frame goes fullscreen, never the bare video), 'Calidad', 'Subtítulos'
 * and the controls it is given.
 */
export function HostedVideo({
  open,
  title,
  startAt,
  errorMessage,
  controls,
  autoPlay = false,
  ...events
}: HostedVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const [mediaFailed, setMediaFailed] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const stream = useHostedStream(open, media);

  // The video's own fullscreen (a browser that ignores `nofullscreen`) would leave the
  // watermark behind: the frame takes its place.
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement !== media.current) return;
      void document.exitFullscreen().then(() => frame.current?.requestFullscreen());
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const playback = stream.state.kind === 'open' ? stream.state.playback : null;
  useEffect(() => {
    const tracks = media.current?.textTracks;
    if (!tracks) return;
    for (const [index, track] of Array.from(tracks).entries()) {
      track.mode = captionsOn && index === 0 ? 'showing' : 'disabled';
    }
  }, [captionsOn, playback]);

  let notice: ReactNode = null;
  if (stream.state.kind === 'refused') {
    notice = <p role="alert">{stream.state.message}</p>;
  } else if (stream.state.kind === 'failed' || mediaFailed) {
    notice = <p role="alert">{errorMessage}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={frame}
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-black"
        data-testid="hosted-video"
      >
        <MediaVideo
          videoRef={media}
          frame={frame}
          startAt={startAt}
          onFailed={() => setMediaFailed(true)}
          {...events}
          data-testid="module-video"
          controls
          controlsList="nodownload nofullscreen noremoteplayback"
          disablePictureInPicture
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          poster={playback?.poster}
          aria-label={title}
          className="size-full bg-black"
          onContextMenu={(event) => event.preventDefault()}
        >
          {playback?.captions.map((track) => (
            <track
              key={track.lang}
              kind="subtitles"
              src={track.url}
              srcLang={track.lang}
              label={track.label}
            />
          ))}
        </MediaVideo>
        {playback?.watermark && <VideoWatermark text={playback.watermark} />}
        {notice && (
          <div className="absolute inset-0 z-20">
            <VideoNotice
              icon={
                <Icon node={TriangleAlert} className="size-10 text-accent-300" aria-hidden="true" />
              }
            >
              {notice}
            </VideoNotice>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {stream.levels.length > 0 && (
          <QualitySelect levels={stream.levels} value={stream.level} onChange={stream.setLevel} />
        )}
        {playback && playback.captions.length > 0 && (
          <button
            type="button"
            aria-pressed={captionsOn}
            className={toolbarButton}
            onClick={() => setCaptionsOn((on) => !on)}
          >
            <Icon node={Captions} className="size-4" aria-hidden="true" />
            Subtítulos
          </button>
        )}
        <button
          type="button"
          className={toolbarButton}
          onClick={() => requestFullscreen(frame.current)}
        >
          <Icon node={Maximize} className="size-4" aria-hidden="true" />
          Pantalla completa
        </button>
        {controls}
      </div>
    </div>
  );
}
