import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux for every architecture Node runs on). */
const ticksPerSecond = 100;

/** CPU time (user + system, ms) a process has used, or 0 when it is gone or /proc is not there. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The CPU time (ms) of each process of named groups at one moment. */
export type CpuSample = Record<string, Map<number, number>>;

/** Samples the CPU time of named groups of processes (for "ms of CPU per call" on a shared, noisy machine). */
export function sampleCpu(groups: Record<string, readonly number[]>): CpuSample {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, processCpuMs(pid)]))]),
  );
}

/**
 * CPU ms per unit of work of each group between two samples of the same processes, rounded to 0.01 ms. A process
 * that ended in between (a pooled connection closed when idle) counts for nothing, so a figure can only be low.
 */
export function cpuPer(before: CpuSample, after: CpuSample, units: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => {
      let used = 0;
      for (const [pid, ms] of pids) if (ms > 0) used += ms - (before[name]?.get(pid) ?? 0);
      return [name, Math.round((100 * used) / Math.max(1, units)) / 100];
    }),
  );
}
