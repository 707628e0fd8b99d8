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

/** Where the CPU of a measured stretch went, per process group, in ms. */
export type CpuSample = Record<string, number>;

/** Samples the CPU time of named groups of processes (for "ms of CPU per call" on a shared, noisy machine). */
export function sampleCpu(groups: Record<string, readonly number[]>): CpuSample {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + processCpuMs(pid), 0)]),
  );
}

/** CPU ms per unit of work between two samples, rounded to 0.01 ms. */
export function cpuPer(before: CpuSample, after: CpuSample, units: number): CpuSample {
  return Object.fromEntries(
    Object.keys(after).map((name) => [
      name,
      Math.round((100 * ((after[name] ?? 0) - (before[name] ?? 0))) / Math.max(1, units)) / 100,
    ]),
  );
}
