import { supportImPath, type SupportImServerMessage } from '@ficha/contract';
import { connectLiveSocket, useTypingAnnouncer, useTypingIndicator, type LiveSocket } from '@ficha/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { attentionKey } from '../../lib/attention-query.ts';
import { clearSessionToken, useSessionToken } from '../../lib/session-token.ts';
import { supportKeys } from './queries.ts';

const knownTypes: ReadonlySet<string> = new Set(['ready', 'pong', 'resync', 'message', 'typing', 'conversation']);

/**
 * The support inbox, live (decision 0044): the operator's IM socket. Each announcement, and every (re)connection,
 * makes the support queries (and the attention counts) stale, so the queue and the open conversation read again; a customer's typing is
 * kept per conversation for a few seconds.
 */
export function useSupportLive() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const socket = useRef<LiveSocket | null>(null);
  const typing = useTypingIndicator();
  const [typingIn, setTypingIn] = useState<number | null>(null);

  const onMessage = useEffectEvent((message: SupportImServerMessage) => {
    if (message.type === 'typing') {
      setTypingIn(message.conversationId);
      typing.heard();
      return;
    }
    if (message.type === 'message') typing.clear();
    void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    void queryClient.invalidateQueries({ queryKey: attentionKey });
  });

  useEffect(() => {
    if (!token) return;
    const live = connectLiveSocket<SupportImServerMessage>({
      path: supportImPath,
      merchantCode: null,
      auth: { as: 'operator', token },
      knownTypes,
      onMessage: (message) => onMessage(message),
      onSessionEnded: () => clearSessionToken('expired'),
    });
    socket.current = live;
    return () => {
      live.stop();
      socket.current = null;
    };
  }, [token]);

  return {
    /** Whether the customer of a conversation is typing now. */
    isTypingIn: (conversationId: number) => typing.isTyping && typingIn === conversationId,
    announceTyping: (conversationId: number) => socket.current?.send({ type: 'typing', conversationId }),
  };
}

/** Announces the operator's typing in one conversation at most every few seconds. */
export function useOperatorTyping(announce: (conversationId: number) => void, conversationId: number) {
  return useTypingAnnouncer(() => announce(conversationId));
}
