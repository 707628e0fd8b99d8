import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { LeaderboardService } from './leaderboards.service.ts';

/**
 * Pays the prizes of the leaderboard periods that closed (decision 0078). Every instance may run it: a period is
 * settled under its board's advisory lock and recorded once, each prize with an idempotency key, so a prize is
 * paid once however many run it.
 */
export function startLeaderboardJob(log: FastifyBaseLogger, leaderboards: LeaderboardService, everyMs: number) {
  return startPeriodicJob(log, { name: 'settle-leaderboards', everyMs, work: () => leaderboards.settleDue() });
}
