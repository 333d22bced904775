import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDraftInput } from '../../shared/announcements';
import type { MessageAnswer } from '../../shared/responses/common';
import type {
  AnnouncementPreview,
  AnnouncementSent,
  AnnouncementsList,
} from '../../shared/responses/announcements';
import { adminKeys } from './admin';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

const announcementsKey = [...adminKeys.all, 'announcements'] as const;

/** The announcements sent so far, newest first ('Anuncios'). */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    queryFn: () =>
      apiRequest<AnnouncementsList>('/admin/announcements').then((answer) => answer.announcements),
    retry: retryServerErrors,
  });
}

/** The mail as students will get it, and how many will get it. */
export const useAnnouncementPreview = () =>
  useMutation({
    mutationFn: (draft: AnnouncementDraftInput) =>
      apiRequest<AnnouncementPreview>('/admin/announcements/preview', {
        method: 'POST',
        body: draft,
      }),
  });

/** 'Enviarme una prueba': to the signed-in administrator alone. */
export const useTestAnnouncement = () =>
  useMutation({
    mutationFn: (draft: AnnouncementDraftInput) =>
      apiRequest<MessageAnswer>('/admin/announcements/test', { method: 'POST', body: draft }),
  });

/** 'Enviar': to the students; the list fetches again. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: AnnouncementDraftInput) =>
      apiRequest<AnnouncementSent>('/admin/announcements', { method: 'POST', body: draft }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
