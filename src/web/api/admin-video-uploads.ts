import type { DetailedError, Upload } from 'tus-js-client';
import { GENERIC_ERROR_MESSAGE } from '../../shared/api-error';
import { createVideoUpload } from '../../shared/contracts/admin-video-uploads';
import { VIDEO_ID_HEADER } from '../../shared/video-uploads';
import { apiHref } from './call';

/**
 * Each request carries at most this much of the file: a proxy with a 10 MB body limit (nginx,
 * docs/deploy.md) lets every piece through, and a piece lost is little to send again.
 */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** After a dropped connection the upload tries again this many times, waiting this long. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export type VideoUploadEvents = {
  onProgress: (percent: number) => void;
  onDone: (videoId: string) => void;
  onError: (message: string) => void;
};

/** The server's Spanish message of a refused upload, else the site's general one. */
function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not the site's answer: the connection failed, or something between answered.
  }
  return GENERIC_ERROR_MESSAGE;
}

/**
 * Uploads a video with the tus protocol: in pieces, trying again after a dropped connection, and
 * resuming an upload of the same file that this browser left unfinished (its address is kept in
 * localStorage until it ends). The tus client loads with the first upload, not with the editor.
 * Answers how to stop it and throw away what arrived ('Cancelar'), and how to pause it, to be
 * resumed by choosing the same file again.
 */
export function uploadVideo(
  file: File,
  events: VideoUploadEvents,
): { cancel: () => void; pause: () => void } {
  let upload: Upload | undefined;
  let stopped = false;
  const begin = async () => {
    const tus = await import('tus-js-client');
    if (stopped) return;
    const started: Upload = new tus.Upload(file, {
      endpoint: apiHref(createVideoUpload),
      metadata: { filename: file.name, filetype: file.type },
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => events.onProgress(total > 0 ? (sent / total) * 100 : 0),
      onSuccess: ({ lastResponse }) => {
        // The upload's id is the video's: the header says so, the address too.
        const id = lastResponse.getHeader(VIDEO_ID_HEADER) ?? started.url?.split('/').pop();
        if (id) events.onDone(id);
        else events.onError(GENERIC_ERROR_MESSAGE);
      },
      onError: (error) => events.onError(messageOf(error)),
    });
    upload = started;
    const previous = await started.findPreviousUploads();
    if (stopped) return;
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) started.resumeFromPreviousUpload(latest);
    started.start();
  };
  begin().catch(() => events.onError(GENERIC_ERROR_MESSAGE));

  const stop = (terminate: boolean) => {
    stopped = true;
    // With termination, what arrived on the server goes, and the address kept here too.
    upload?.abort(terminate).catch(() => undefined);
  };
  return { cancel: () => stop(true), pause: () => stop(false) };
}
