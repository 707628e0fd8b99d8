import {
  getChatImage,
  getChatMessages,
  getChatUnreadCount,
  markChatRead,
  sendChatMessage,
  startVisitorChat,
  type EndpointInput,
  type SupportChat,
} from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { chatKeys } from '../../lib/query-keys.ts';

/** A signed-in player (the token says who) or a visitor (its conversation key). */
export type ChatCaller = { kind: 'member'; token: string } | { kind: 'visitor'; visitorKey: string };

const keyOf = (caller: ChatCaller) => (caller.kind === 'visitor' ? { visitorKey: caller.visitorKey } : {});

export const chatCalls = {
  read: (caller: ChatCaller, afterId: number): Promise<SupportChat> =>
    apiClient.call(getChatMessages, { afterId, ...keyOf(caller) }),
  send: (caller: ChatCaller, input: Omit<EndpointInput<typeof sendChatMessage>, 'visitorKey'>) =>
    apiClient.call(sendChatMessage, { ...input, ...keyOf(caller) }),
  markRead: (caller: ChatCaller, upToId: number) => apiClient.call(markChatRead, { upToId, ...keyOf(caller) }),
  image: (caller: ChatCaller, messageId: number) => apiClient.call(getChatImage, { messageId, ...keyOf(caller) }),
  startVisitor: (input: EndpointInput<typeof startVisitorChat>) => apiClient.call(startVisitorChat, input),
};

/**
 * Unread operator messages of the signed-in player, for the side menu's badge (none for a visitor, nor for a
 * session that must change its password first: the server refuses it everything else until then).
 */
export function useChatUnread() {
  const token = useSessionToken();
  const session = useSession();
  return useQuery({
    queryKey: chatKeys.unread(token),
    queryFn: () => apiClient.call(getChatUnreadCount, {}),
    enabled: token !== null && Boolean(session.member),
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}
