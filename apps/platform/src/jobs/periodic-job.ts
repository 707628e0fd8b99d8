import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `everyMs` in this process until `stop`. Only for idempotent upkeep (pruning expired
 * rows), which several instances may run at once harmlessly; settlement jobs need an advisory lock and a
 * unique period key instead (ARCHITECTURE.md "Scheduled work").
 */
export function startPeriodicJob(
  log: FastifyBaseLogger,
  job: { name: string; everyMs: number; work: () => Promise<unknown> },
): { stop(): void } {
  const timer = setInterval(() => {
    job.work().catch((error: unknown) => log.error({ err: error, job: job.name }, 'periodic job failed'));
  }, job.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
