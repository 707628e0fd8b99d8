import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile.ts';

/** What a probe saw: how long each answer took, and how many calls failed or took longer than the limit. */
export interface ProbeResult {
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Calls that failed, answered something other than 200, or took longer than `limitMs`. */
  misses: number;
}

/**
 * Calls one URL again and again, one call at a time with `pauseMs` between calls, until `until` resolves; a call
 * that takes longer than `limitMs` is abandoned and counted as a miss (its time counts as the limit).
 */
export async function probe(
  url: string,
  options: { headers?: Record<string, string>; pauseMs: number; limitMs: number; until: Promise<unknown> },
): Promise<ProbeResult> {
  let done = false;
  void options.until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  let misses = 0;
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(options.limitMs) });
      await response.arrayBuffer();
      if (response.status !== 200) misses += 1;
    } catch {
      misses += 1;
    }
    times.push(Math.min(options.limitMs, performance.now() - started));
    await sleep(options.pauseMs);
  }
  return {
    calls: times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: percentile(times, 100),
    misses,
  };
}

/** Samples a process's resident memory (Linux /proc) every `everyMs` until `until` resolves; answers the peak in MB. */
export async function peakRssMb(pid: number, options: { everyMs: number; until: Promise<unknown> }): Promise<number> {
  let done = false;
  void options.until.finally(() => {
    done = true;
  });
  let peakKb = 0;
  while (!done) {
    peakKb = Math.max(peakKb, rssKb(pid));
    await sleep(options.everyMs);
  }
  return Math.round(Math.max(peakKb, rssKb(pid)) / 1024);
}

/** The resident memory of a process in KB, from /proc/<pid>/status (0 when it is gone). */
export function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}
