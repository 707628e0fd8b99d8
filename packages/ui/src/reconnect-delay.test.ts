import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, within the jitter band', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(4, () => 0)).toBe(8_000);
    expect(reconnectDelay(5, () => 1)).toBe(30_000);
    expect(reconnectDelay(500, () => 1)).toBe(30_000);
  });
});
