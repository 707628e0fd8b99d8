import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ReferralService } from './referrals.service.ts';

/**
 * Evaluates the open referrals (decision 0081): each is locked in its own transaction and its reward carries the
 * key referral:<friend>, so every instance may run it and a reward is still paid once.
 */
export function startReferralJob(log: FastifyBaseLogger, referrals: ReferralService, everyMs: number) {
  return startPeriodicJob(log, { name: 'evaluate-referrals', everyMs, work: () => referrals.evaluateOpen() });
}
