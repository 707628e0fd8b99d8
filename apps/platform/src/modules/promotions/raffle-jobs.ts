import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { RaffleService } from './raffles.service.ts';

/**
 * Draws the raffles whose last day closed (decision 0076). Every instance may run it: a raffle is drawn under its
 * advisory lock and its draw row's lock, once.
 */
export function startRaffleJob(log: FastifyBaseLogger, raffles: RaffleService, everyMs: number) {
  return startPeriodicJob(log, { name: 'draw-raffles', everyMs, work: () => raffles.drawDue() });
}
