import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '@ficha/server-kit';
import type { ProtectionChangeService } from './protection-changes.service.ts';

/**
 * Applies protection changes whose delay ran out, once a minute. Each is applied in its own transaction that
 * first flips it from pending under a row lock, so two instances never apply one twice.
 */
export function startProtectionChangeJobs(log: FastifyBaseLogger, protection: ProtectionChangeService) {
  return startPeriodicJob(log, { name: 'protection-change-delay', everyMs: 60_000, work: () => protection.applyDue() });
}
