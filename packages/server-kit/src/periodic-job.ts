import type { FastifyBaseLogger } from 'fastify';

/** Upkeep a process runs on a timer: a name for the logs, the interval and the work. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  work: () => Promise<unknown>;
}

/**
 * Runs `work` every `everyMs` in this process until `stop`; a tick that finds the previous run still going is
 * skipped, so runs never overlap. Only for idempotent upkeep (pruning expired rows, finishing stuck rounds),
 * which several instances may run at once harmlessly; settlement jobs need an advisory lock and a unique period
 * key instead (ARCHITECTURE.md "Scheduled work").
 */
export function startPeriodicJob(log: FastifyBaseLogger, job: PeriodicJob): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .work()
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'periodic job failed'))
      .finally(() => {
        running = false;
      });
  }, job.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
