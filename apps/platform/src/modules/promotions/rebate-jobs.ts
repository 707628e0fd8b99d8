import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { RebateService } from './rebates.service.ts';

/**
 * Settles the rebate periods that closed and pays what is due (decision 0070). Every instance may run it: a
 * period is settled under its promotion's advisory lock and recorded once, each payout under its row lock with
 * an idempotency key, so a rebate is paid once however many run it.
 */
export function startRebateJob(log: FastifyBaseLogger, rebates: RebateService, everyMs: number) {
  return startPeriodicJob(log, { name: 'settle-rebates', everyMs, work: () => rebates.settleDue() });
}
