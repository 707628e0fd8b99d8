import { clientEventLimits, type ClientEvent } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import { insertClientEvents, trimClientEvents } from './client-events.queries.ts';

/**
 * Client analytics events (`/wps/system/collect`, decision 0042): each event bounded by the contract, a request
 * of at most 20, a budget of requests per address and minute, and each merchant keeps its newest events only.
 */
export function createClientEventService(db: Db, deps: { rateLimiter: RateLimiter; rowsKept?: number }) {
  const rowsKept = deps.rowsKept ?? clientEventLimits.rowsKeptPerMerchant;
  return {
    async record(
      ctx: { merchantId: number; memberId: number | null; ip: string },
      events: readonly ClientEvent[],
    ): Promise<void> {
      await deps.rateLimiter.consume(`collect:ip:${ctx.ip}`, {
        limit: clientEventLimits.requestsPerMinutePerAddress,
        windowMs: 60_000,
      });
      await db.transaction(async (tx) => {
        await insertClientEvents(
          tx,
          events.map((event) => ({
            merchantId: ctx.merchantId,
            memberId: ctx.memberId,
            ip: ctx.ip,
            name: event.name,
            page: event.page ?? null,
            data: event.data ?? {},
            occurredAt: event.at === undefined ? null : new Date(event.at),
          })),
        );
        await trimClientEvents(tx, ctx.merchantId, rowsKept);
      });
    },
  };
}

export type ClientEventService = ReturnType<typeof createClientEventService>;
