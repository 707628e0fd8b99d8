import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BirthdayRewards } from './vip-birthdays.ts';

/**
 * Pays the day's birthday rewards (decision 0082). Every instance may run it: each reward is one ledger entry with
 * an idempotency key and one row per member and year, so a birthday is paid once however many run it.
 */
export function startBirthdayJob(log: FastifyBaseLogger, birthdays: BirthdayRewards, everyMs: number) {
  return startPeriodicJob(log, { name: 'vip-birthdays', everyMs, work: () => birthdays.payDue() });
}
