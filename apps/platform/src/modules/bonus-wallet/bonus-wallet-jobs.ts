import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '@ficha/server-kit';
import type { BonusWalletService } from './bonus-wallet.service.ts';

/** Forfeits bonuses past their expiry once a minute; each end locks its bonus, so instances may race safely. */
export function startBonusWalletJobs(log: FastifyBaseLogger, bonusWallet: BonusWalletService) {
  return startPeriodicJob(log, { name: 'bonus-expiry', everyMs: 60_000, work: () => bonusWallet.expireDue() });
}
