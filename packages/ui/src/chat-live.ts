import { supportTypingEveryMs, supportTypingShowMs, type SupportMessage } from '@ficha/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Messages by id, oldest first: what a thread holds after a page read or a resume after its last seen id. */
export function mergeChatMessages(current: readonly SupportMessage[], incoming: readonly SupportMessage[]) {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The other side's typing indicator: up for `supportTypingShowMs` after each announcement. */
export function useTypingIndicator(): { isTyping: boolean; heard: () => void; clear: () => void } {
  const [isTyping, setIsTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsTyping(false);
  }, []);
  const heard = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsTyping(true);
    timer.current = window.setTimeout(() => setIsTyping(false), supportTypingShowMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { isTyping, heard, clear };
}

/** Announces own typing at most every `supportTypingEveryMs`, however fast the keys come. */
export function useTypingAnnouncer(announce: () => void): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < supportTypingEveryMs) return;
    last.current = now;
    announce();
  }, [announce]);
}
