import { useQuery } from '@tanstack/react-query';
import { listSharedAccounts } from '../../shared/contracts/admin-shared-accounts';
import * as routes from '../../shared/contracts/admin-videos';
import type { PageInfo } from '../../shared/responses/admin';
import type { Video } from '../../shared/responses/videos';
import { adminKeys, usePanelMutation } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

/** While a video is being transcoded, the list asks again this often. */
export const PROCESSING_POLL_MS = 3000;

const videoKeys = {
  all: [...adminKeys.all, 'videos'] as const,
  one: (id: string) => [...adminKeys.all, 'videos', id] as const,
  stats: (id: string) => [...adminKeys.all, 'videos', id, 'stats'] as const,
  sharedAccounts: [...adminKeys.all, 'shared-accounts'] as const,
};

/** Every video as one page of a panel list: PagedResults draws its states and its count. */
const asOnePage = ({ videos }: { videos: Video[] }): PageInfo & { items: Video[] } => ({
  items: videos,
  total: videos.length,
  totalCapped: false,
  page: 1,
  pageSize: Math.max(1, videos.length),
});

/**
 * The hosted videos, newest first, with the lessons that play each; asked again every few
 * seconds while any is still processing, so a transcode's end shows by itself.
 */
export function useAdminVideos() {
  return useQuery({
    queryKey: videoKeys.all,
    queryFn: () => call(routes.listAdminVideos),
    select: asOnePage,
    retry: retryServerErrors,
    refetchInterval: (query) =>
      query.state.data?.videos.some((video) => video.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** The hosted videos ready to play, newest first: what the course editor offers to choose. */
export function useReadyVideos() {
  return useQuery({
    queryKey: videoKeys.all,
    queryFn: () => call(routes.listAdminVideos),
    retry: retryServerErrors,
    select: ({ videos }) => videos.filter((video) => video.status === 'ready'),
  });
}

/** One hosted video, asked again every few seconds while it is being transcoded. */
export function useAdminVideo(id: string | null) {
  return useQuery({
    queryKey: videoKeys.one(id ?? ''),
    queryFn: () => call(routes.adminVideo, { params: { id: id! } }),
    enabled: id !== null,
    retry: retryServerErrors,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });
}

/** 'Eliminar' of a video no lesson plays: the list fetches again afterwards. */
export const useDeleteVideo = () =>
  usePanelMutation([videoKeys.all], (id: string) => call(routes.deleteVideo, { params: { id } }));

/** How each lesson that plays the video is watched; asked for once `enabled` (a dialog opened). */
export function useVideoStats(id: string, enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.stats(id),
    queryFn: () => call(routes.videoStats, { params: { id } }),
    enabled,
    retry: retryServerErrors,
  });
}

/** 'Posible cuenta compartida': accounts that played from more than five networks in a day. */
export function useSharedAccounts() {
  return useQuery({
    queryKey: videoKeys.sharedAccounts,
    queryFn: () => call(listSharedAccounts).then((answer) => answer.accounts),
    retry: retryServerErrors,
  });
}
