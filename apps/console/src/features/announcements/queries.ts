import {
  createConsoleBanner,
  createConsoleNotice,
  deleteConsoleBanner,
  deleteConsoleNotice,
  listConsoleBanners,
  listConsoleNotices,
  updateConsoleBanner,
  updateConsoleNotice,
  uploadConsoleBannerImage,
  type EndpointInput,
  type ConsoleNoticeType,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const announcementsKey = ['announcements'] as const;

export function useConsoleBanners() {
  return useQuery({
    queryKey: [...announcementsKey, 'banners'],
    queryFn: () => apiClient.call(listConsoleBanners, {}),
  });
}

export function useConsoleNotices(type: ConsoleNoticeType) {
  return useQuery({
    queryKey: [...announcementsKey, 'notices', type],
    queryFn: () => apiClient.call(listConsoleNotices, { type }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: announcementsKey });
}

export type BannerDraft = EndpointInput<typeof createConsoleBanner>;
export type NoticeDraft = EndpointInput<typeof createConsoleNotice>;

/** Creates a banner, or replaces one when an id is given. */
export function useSaveBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: BannerDraft }) =>
      id === null ? apiClient.call(createConsoleBanner, draft) : apiClient.call(updateConsoleBanner, { ...draft, id }),
    onSuccess: refresh,
  });
}

export function useDeleteBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(deleteConsoleBanner, { id }),
    onSuccess: refresh,
  });
}

/** Creates a notice or popup, or replaces one when an id is given. */
export function useSaveNotice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NoticeDraft }) =>
      id === null ? apiClient.call(createConsoleNotice, draft) : apiClient.call(updateConsoleNotice, { ...draft, id }),
    onSuccess: refresh,
  });
}

export function useDeleteNotice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(deleteConsoleNotice, { id }),
    onSuccess: refresh,
  });
}

/** Stores a banner image of the merchant; the answer is its address and size. */
export function useUploadBannerImage() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof uploadConsoleBannerImage>) =>
      apiClient.call(uploadConsoleBannerImage, input),
  });
}
