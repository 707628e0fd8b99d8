import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('loads once per key within the time to live, sharing concurrent misses', async () => {
    const cache = createTtlCache<number>(1000);
    const load = vi.fn(async () => 42);
    const results = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(results).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after expiry and after clear', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>(1000);
      let n = 0;
      const load = async () => ++n;
      expect(await cache.get('a', load)).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await cache.get('a', load)).toBe(2);
      cache.clear();
      expect(await cache.get('a', load)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>(1000);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
