import type { SupportMessage } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { mergeChatMessages } from './chat-live.ts';

const message = (id: number, text = `m${id}`): SupportMessage => ({
  id,
  conversationId: 1,
  author: 'customer',
  operatorName: null,
  text,
  hasImage: false,
  createdAt: '2026-11-26T08:00:00.000Z',
});

describe('mergeChatMessages', () => {
  it('keeps each message once, oldest first, the newer copy winning', () => {
    const merged = mergeChatMessages([message(3), message(1)], [message(2), message(3, 'again')]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
    ]);
  });
});
