import { sportsbookBackOfficeEndpoints as calls } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { ProviderBackOfficeService } from './provider-back-office.service.ts';

/** The bet search's filters as the console sends them. */
export interface SportsBetFilter {
  playerId?: string | undefined;
  eventId?: string | undefined;
  state?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The console's sportsbook section (issue 19, decision 0089) over the provider back-office path (decision 0084):
 * the merchant's providers of the `sports` category; reads pass through, a market's suspension or reopening and a
 * void are audited on the platform with the operator, the time and what the sportsbook answered.
 */
export function createSportsbookConsoleService(
  db: Db,
  deps: { backOffice: ProviderBackOfficeService; audit: AuditService; merchants: MerchantService },
) {
  async function open(merchantId: number, providerCode: string) {
    return deps.backOffice.open(await deps.merchants.byId(merchantId), providerCode, 'sports');
  }
  const undefinedLeftOut = (fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

  return {
    async providers(merchantId: number) {
      return { list: await deps.backOffice.providersOf(await deps.merchants.byId(merchantId), 'sports') };
    },

    async events(merchantId: number, providerCode: string, query: { scope: 'open' | 'past'; sport?: string }) {
      return (await open(merchantId, providerCode)).call(calls.events, undefinedLeftOut(query));
    },

    /** Suspends or reopens a market for the merchant's players; audited when it changed something. */
    async marketState(
      merchantId: number,
      providerCode: string,
      input: { marketId: string; action: 'suspend' | 'reopen' },
      actor: Actor,
    ) {
      const answer = await (await open(merchantId, providerCode)).call(calls.marketAction, input);
      if (!answer.unchanged) {
        await deps.audit.record(db, {
          merchantId,
          actor,
          action: input.action === 'suspend' ? 'sportsbook.market.suspend' : 'sportsbook.market.reopen',
          target: `sportsbook:${providerCode}:${input.marketId}`,
          before: { suspendedByMerchant: input.action !== 'suspend' },
          after: { suspendedByMerchant: answer.suspendedByMerchant },
        });
      }
      return answer;
    },

    /**
     * Voids an event or a market for the merchant. The sportsbook's void is once-only, so the audit row is written
     * when it answers: a lost answer is retried by the operator and audited then (`alreadyVoided`).
     */
    async voidBets(
      merchantId: number,
      providerCode: string,
      input: { eventId: string; marketId: string | null; reason: string },
      actor: Actor,
    ) {
      const answer = await (await open(merchantId, providerCode)).call(calls.voidBets, input);
      await deps.audit.record(db, {
        merchantId,
        actor,
        action: input.marketId === null ? 'sportsbook.event.void' : 'sportsbook.market.void',
        target: `sportsbook:${providerCode}:${input.marketId ?? input.eventId}`,
        before: null,
        after: { reason: input.reason, ...answer },
      });
      return answer;
    },

    async exposure(merchantId: number, providerCode: string, eventId: string | undefined) {
      return (await open(merchantId, providerCode)).call(calls.exposure, undefinedLeftOut({ eventId }));
    },

    async bets(merchantId: number, providerCode: string, filter: SportsBetFilter) {
      return (await open(merchantId, providerCode)).call(calls.bets, undefinedLeftOut({ ...filter }));
    },
  };
}

export type SportsbookConsoleService = ReturnType<typeof createSportsbookConsoleService>;
