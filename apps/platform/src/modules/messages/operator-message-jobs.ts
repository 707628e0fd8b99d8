import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorMessageService } from './operator-messages.service.ts';

/**
 * Sends the scheduled operator messages that are due. Every instance may run it: each message is delivered under
 * its row lock (others skip it) and at most once per member, so a message is sent once however many run it.
 */
export function startOperatorMessageJob(log: FastifyBaseLogger, messages: OperatorMessageService, everyMs: number) {
  return startPeriodicJob(log, { name: 'send-scheduled-messages', everyMs, work: () => messages.sendDue() });
}
