import {
  assignSupportConversation,
  createCannedReply,
  deleteCannedReply,
  getMemberSupportHistory,
  getSupportConversation,
  getSupportImage,
  listCannedReplies,
  listSupportConversations,
  markSupportConversationRead,
  replySupportConversation,
  setSupportConversationStatus,
  type EndpointInput,
  type SupportConversationStatus,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Every support-chat query; the IM socket's announcements make them stale (use-support-live.ts). */
export const supportKeys = {
  all: ['support'] as const,
  inbox: (status: SupportConversationStatus, pageNo: number) => [...supportKeys.all, 'inbox', status, pageNo] as const,
  conversation: (id: number) => [...supportKeys.all, 'conversation', id] as const,
  history: (memberId: number) => [...supportKeys.all, 'history', memberId] as const,
  cannedReplies: () => [...supportKeys.all, 'canned-replies'] as const,
};

export function useSupportInbox(status: SupportConversationStatus, pageNo: number) {
  return useQuery({
    queryKey: supportKeys.inbox(status, pageNo),
    queryFn: () => apiClient.call(listSupportConversations, { status, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportConversation(id: number | null) {
  return useQuery({
    queryKey: supportKeys.conversation(id ?? 0),
    queryFn: () => apiClient.call(getSupportConversation, { conversationId: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useMemberSupportHistory(memberId: number) {
  return useQuery({
    queryKey: supportKeys.history(memberId),
    queryFn: () => apiClient.call(getMemberSupportHistory, { memberId }),
  });
}

export const loadSupportImage = (messageId: number) => apiClient.call(getSupportImage, { messageId });

export function useCannedReplies() {
  return useQuery({ queryKey: supportKeys.cannedReplies(), queryFn: () => apiClient.call(listCannedReplies, {}) });
}

/** A support mutation that refreshes what the inbox shows once it succeeds. */
function useSupportMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export const useReply = () =>
  useSupportMutation((input: EndpointInput<typeof replySupportConversation>) =>
    apiClient.call(replySupportConversation, input),
  );
export const useMarkRead = () =>
  useSupportMutation((input: EndpointInput<typeof markSupportConversationRead>) =>
    apiClient.call(markSupportConversationRead, input),
  );
export const useAssignToMe = () =>
  useSupportMutation((conversationId: number) => apiClient.call(assignSupportConversation, { conversationId }));
export const useSetStatus = () =>
  useSupportMutation((input: EndpointInput<typeof setSupportConversationStatus>) =>
    apiClient.call(setSupportConversationStatus, input),
  );
export const useCreateCannedReply = () =>
  useSupportMutation((input: EndpointInput<typeof createCannedReply>) => apiClient.call(createCannedReply, input));
export const useDeleteCannedReply = () => useSupportMutation((id: number) => apiClient.call(deleteCannedReply, { id }));
