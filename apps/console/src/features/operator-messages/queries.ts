import {
  cancelOperatorMessage,
  getOperatorMessage,
  listOperatorMessages,
  listVipRanks,
  previewMessageAudience,
  sendOperatorMessage,
  type EndpointInput,
  type MessageAudience,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const messagesKey = ['operator-messages'] as const;

export function useOperatorMessages(pageNo: number) {
  const query = { pageNo, pageSize: 20 };
  return useQuery({
    queryKey: [...messagesKey, 'list', query],
    queryFn: () => apiClient.call(listOperatorMessages, query),
    placeholderData: keepPreviousData,
  });
}

export function useMessageReceipts(id: number | null, pageNo: number) {
  return useQuery({
    queryKey: [...messagesKey, 'detail', id, pageNo],
    queryFn: () => apiClient.call(getOperatorMessage, { id: id ?? 0, pageNo, pageSize: 50 }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePreviewAudience() {
  return useMutation({
    mutationFn: (audience: MessageAudience) => apiClient.call(previewMessageAudience, { audience }),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof sendOperatorMessage>) => apiClient.call(sendOperatorMessage, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useCancelMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(cancelOperatorMessage, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

/** The merchant's VIP ranks, for the rank audience's picker (only for an operator who may read them). */
export function useVipRanksForAudience(enabled: boolean) {
  return useQuery({
    queryKey: [...messagesKey, 'vip-ranks'],
    queryFn: () => apiClient.call(listVipRanks, {}),
    enabled,
    staleTime: 60_000,
  });
}
