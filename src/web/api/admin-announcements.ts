import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDraftInput } from '../../shared/announcements';
import * as routes from '../../shared/contracts/announcements';
import { adminKeys } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const announcementsKey = [...adminKeys.all, 'announcements'] as const;

/** The announcements sent so far, newest first ('Anuncios'). */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    queryFn: () => call(routes.listAnnouncements).then((answer) => answer.announcements),
    retry: retryServerErrors,
  });
}

/** The mail as students will get it, and how many will get it. */
export const useAnnouncementPreview = () =>
  useMutation({
    mutationFn: (draft: AnnouncementDraftInput) =>
      call(routes.previewAnnouncement, { body: draft }),
  });

/** 'Enviarme una prueba': to the signed-in administrator alone. */
export const useTestAnnouncement = () =>
  useMutation({
    mutationFn: (draft: AnnouncementDraftInput) => call(routes.testAnnouncement, { body: draft }),
  });

/** 'Enviar': to the students; the list fetches again. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: AnnouncementDraftInput) => call(routes.sendAnnouncement, { body: draft }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
