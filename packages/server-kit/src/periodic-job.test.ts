import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

const log = Fastify({ logger: false }).log;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs the work every interval until stopped', async () => {
    let runs = 0;
    const job = startPeriodicJob(log, { name: 'count', everyMs: 1_000, work: async () => (runs += 1) });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    job.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
  });

  it('skips the ticks that find the previous run still going', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const job = startPeriodicJob(log, {
      name: 'slow',
      everyMs: 1_000,
      work: () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    job.stop();
  });

  it('keeps running after a failed run', async () => {
    let runs = 0;
    const job = startPeriodicJob(log, {
      name: 'flaky',
      everyMs: 1_000,
      work: async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run fails');
      },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    job.stop();
  });
});
