import { supportImPath, type SupportImServerMessage, type SupportMessage } from '@ficha/contract';
import {
  connectLiveSocket,
  mergeChatMessages,
  useTypingAnnouncer,
  useTypingIndicator,
  type LiveSocket,
} from '@ficha/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { chatKeys } from '../../lib/query-keys.ts';
import { localKeys, readLocal } from '../../lib/storage.ts';
import { chatCalls, type ChatCaller } from './chat-queries.ts';

const knownTypes: ReadonlySet<string> = new Set(['ready', 'pong', 'resync', 'message', 'typing', 'conversation']);

/**
 * The open chat of a player or visitor (decision 0044): the latest page, then live over the IM socket. Each
 * announcement, and every (re)connection, reads what came after the last message held, so nothing is lost;
 * what the panel shows is marked read.
 */
export function useChatConversation(caller: ChatCaller, onCallerEnded: () => void) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<unknown>(null);
  const lastId = useRef(0);
  const readId = useRef(0);
  const socket = useRef<LiveSocket | null>(null);
  const typing = useTypingIndicator();
  const { clear: clearTyping, heard: heardTyping } = typing;

  async function catchUp() {
    try {
      const chat = await chatCalls.read(caller, lastId.current);
      setStatus('ready');
      if (chat.messages.length === 0) return;
      lastId.current = Math.max(lastId.current, ...chat.messages.map((m) => m.id));
      setMessages((current) => mergeChatMessages(current, chat.messages));
      if (chat.messages.some((m) => m.author === 'operator')) clearTyping();
      if (lastId.current > readId.current) {
        readId.current = lastId.current;
        await chatCalls.markRead(caller, lastId.current);
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      }
    } catch (failure) {
      setError(failure);
      setStatus((current) => (current === 'loading' ? 'error' : current));
    }
  }

  const onSocketMessage = useEffectEvent((message: SupportImServerMessage) => {
    if (message.type === 'typing') heardTyping();
    // A (re)connection, a lost announcement or a new message: read what came after the last one held.
    else if (message.type === 'ready' || message.type === 'resync' || message.type === 'message') void catchUp();
  });
  const onSocketEnded = useEffectEvent(onCallerEnded);

  useEffect(() => {
    const live = connectLiveSocket<SupportImServerMessage>({
      path: supportImPath,
      merchantCode: readLocal(localKeys.merchantCode),
      auth:
        caller.kind === 'member' ? { as: 'member', token: caller.token } : { as: 'visitor', token: caller.visitorKey },
      knownTypes,
      onMessage: (message) => onSocketMessage(message),
      // The session or the visitor's conversation is no longer valid: the panel starts over.
      onSessionEnded: () => onSocketEnded(),
    });
    socket.current = live;
    return () => {
      live.stop();
      socket.current = null;
    };
  }, [caller]);

  const announceTyping = useTypingAnnouncer(() => socket.current?.send({ type: 'typing' }));

  async function send(input: Parameters<typeof chatCalls.send>[1]) {
    const sent = await chatCalls.send(caller, input);
    lastId.current = Math.max(lastId.current, sent.id);
    readId.current = Math.max(readId.current, sent.id);
    setMessages((current) => mergeChatMessages(current, [sent]));
  }

  const loadImage = (messageId: number) => chatCalls.image(caller, messageId);

  return {
    messages,
    status,
    error,
    isTyping: typing.isTyping,
    send,
    announceTyping,
    loadImage,
    retry: catchUp,
  };
}
