import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { startPeriodicJob } from '@ficha/server-kit';
import { defaultWithdrawalSettings } from './withdrawal-settings.service.ts';
import { autoConfirmDueWithdrawals } from './withdrawals.queries.ts';

/** Confirms overdue paid withdrawals as received once a minute (SPEC §4); the update is idempotent, so no lock. */
export function startWithdrawalJobs(log: FastifyBaseLogger, db: Db) {
  return startPeriodicJob(log, {
    name: 'withdrawal-auto-confirm',
    everyMs: 60_000,
    work: () => autoConfirmDueWithdrawals(db, defaultWithdrawalSettings.autoConfirmMinutes),
  });
}
