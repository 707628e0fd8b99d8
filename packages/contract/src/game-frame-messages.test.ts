import { describe, expect, it } from 'vitest';
import { gameFrameMessage, readGameFrameMessage } from './game-frame-messages.ts';

describe('game frame messages', () => {
  it('read back what the other side posted', () => {
    for (const event of ['header', 'hosted', 'close'] as const)
      expect(readGameFrameMessage(gameFrameMessage(event))).toBe(event);
  });

  it('ignore anything else posted to the window', () => {
    expect(readGameFrameMessage(null)).toBeNull();
    expect(readGameFrameMessage('close')).toBeNull();
    expect(readGameFrameMessage({ type: 'other', event: 'close' })).toBeNull();
    expect(readGameFrameMessage({ type: 'ficha-game-frame', event: 'navigate' })).toBeNull();
    expect(readGameFrameMessage({ type: 'ficha-game-frame', event: 42 })).toBeNull();
  });
});
