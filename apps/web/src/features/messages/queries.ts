import {
  flattenWhitelabel,
  getInbox,
  getUnreadMessageCount,
  markMessageRead,
  type WhitelabelNode,
} from '@ficha/contract';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { messageKeys } from '../../lib/query-keys.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { useSession } from '../../lib/use-session.ts';

export const inboxPageSize = 10;

/** Whether the member has platform messages at all: a real (not trial) member, with the inbox module on. */
export function useHasInbox(): boolean {
  const session = useSession();
  const status = useSystemStatus();
  const modules = flattenWhitelabel(status.info.whitelabel as WhitelabelNode[]);
  // spec: §4 — trial users skip unread-message loading.
  return Boolean(session.member) && !session.isTrial && modules['INBOX3'] === true;
}

/** The unread count for the user menu and the member centre's badge (pushed updates invalidate it). */
export function useUnreadMessages() {
  const token = useSessionToken();
  const hasInbox = useHasInbox();
  return useQuery({
    queryKey: messageKeys.unread(token),
    queryFn: token && hasInbox ? () => apiClient.call(getUnreadMessageCount, {}) : skipToken,
    select: (value) => value.count,
    staleTime: 60_000,
  });
}

export function useInbox(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: messageKeys.inbox(token, page),
    queryFn: token ? () => apiClient.call(getInbox, { page, size: inboxPageSize }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(markMessageRead, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
