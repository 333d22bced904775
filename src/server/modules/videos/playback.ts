import { asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { videoCaptions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import type { Playback } from '../../../shared/responses/video-playback';
import { claimDevice } from './playback-devices';
import { recordPlaybackNetwork } from './playback-networks';
import { PLAYBACK_TOKEN_MS, playbackToken } from './playback-token';
import { previewSigner } from './preview-videos';
import { findVideo, type VideoRow } from './video-store';

const VIDEO_NOT_READY = 'El video de esta clase todavía se está procesando. Probá en unos minutos.';

/** The subtitles' language as the player lists it: 'Español', 'English'. */
export function captionLabel(lang: string): string {
  const name = new Intl.DisplayNames(['es'], { type: 'language', fallback: 'code' }).of(lang);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : lang;
}

/**
 * What the watermark says: who is watching, so that a recording of the screen names its source.
 * The name and the last three digits of the DNI, or the e-mail when the account has no DNI.
 */
function watermarkOf(user: Pick<UserRow, 'name' | 'lastname' | 'email' | 'document'>) {
  const name = `${user.name} ${user.lastname}`.trim();
  const digits = user.document?.replace(/\D/g, '') ?? '';
  return digits.length >= 3 ? `${name} · DNI ···${digits.slice(-3)}` : `${name} · ${user.email}`;
}

export type PlaybackRequest = {
  user: UserRow;
  /** The session's hash: the addresses work only with this browser's cookie. */
  sessionHash: string;
  /** The address the request came from, for the shared-account signal. */
  address: string;
  videoId: string;
  moduleId: number;
};

/**
 * Opens a hosted lesson on this device for someone the caller found may study it: takes one
 * of the account's two places (admins, who check courses, take none) and answers addresses
 * signed for this session that expire in ten minutes.
 */
export async function openVideoPlayback(
  ctx: ServiceContext,
  request: PlaybackRequest,
): Promise<Playback> {
  const video = await readyVideo(ctx, request.videoId);
  const at = ctx.now();
  const { user } = request;
  if (!user.roles.includes('admin')) {
    const device = {
      userId: user.id,
      sessionHash: request.sessionHash,
      moduleId: request.moduleId,
    };
    await claimDevice(ctx.db, { ...device, at });
    await recordPlaybackNetwork(ctx.db, { userId: user.id, address: request.address, at });
  }
  return signedPlayback(ctx, video, { signer: request.sessionHash, watermark: watermarkOf(user) });
}

/**
 * A free preview lesson's video, for anyone: addresses signed with the video's preview signer
 * instead of a session, no device taken and no watermark. The caller checked it is a preview.
 */
export async function openPreviewPlayback(ctx: ServiceContext, videoId: string): Promise<Playback> {
  const video = await readyVideo(ctx, videoId);
  return signedPlayback(ctx, video, { signer: previewSigner(video.encryptionKey), watermark: '' });
}

async function readyVideo(ctx: ServiceContext, videoId: string): Promise<VideoRow> {
  const video = await findVideo(ctx.db, videoId);
  if (!video) throw notFound('No encontramos el video de esta clase.');
  if (video.status !== 'ready') throw conflict(VIDEO_NOT_READY);
  return video;
}

/** The video's addresses signed with `signer`, expiring in ten minutes. */
async function signedPlayback(
  ctx: ServiceContext,
  video: VideoRow,
  options: { signer: string; watermark: string },
): Promise<Playback> {
  const expiresAt = new Date(ctx.now().getTime() + PLAYBACK_TOKEN_MS);
  const base = `/api/videos/${video.id}/t/${playbackToken(options.signer, video.id, expiresAt)}`;
  const captions = await ctx.db
    .select({ lang: videoCaptions.lang })
    .from(videoCaptions)
    .where(eq(videoCaptions.videoId, video.id))
    .orderBy(asc(videoCaptions.lang));
  return {
    hls: `${base}/master.m3u8`,
    poster: `${base}/poster.jpg`,
    captions: captions.map(({ lang }) => ({
      lang,
      label: captionLabel(lang),
      url: `${base}/captions/${lang}.vtt`,
    })),
    watermark: options.watermark,
    expiresAt: expiresAt.toISOString(),
    durationSeconds: video.durationSeconds ?? 0,
  };
}
