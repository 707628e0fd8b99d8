import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPacer } from './pacer.ts';

describe('a round pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a pause when its time has passed', async () => {
    const pacer = createPacer();
    let ended = false;
    void pacer.wait(500).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });

  it('ends the pause under way and every later one at once when skipped, with no time passing', async () => {
    const pacer = createPacer();
    let ended = false;
    void pacer.wait(60_000).then(() => (ended = true));
    pacer.skip();
    await Promise.resolve();
    expect(ended).toBe(true);
    expect(pacer.skipped).toBe(true);
    let later = false;
    void pacer.wait(60_000).then(() => (later = true));
    await Promise.resolve();
    expect(later).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
