import {
  DomainError,
  toWireMoney,
  type ConsoleBet,
  type EndpointParsedInput,
  type searchConsoleBets,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { findMemberByUsername } from '../members/members.service.ts';
import { searchBets } from './bet-records.queries.ts';

/** The longest time range one bet search reads (rounds are many: a month at most). */
export const maxBetSearchDays = 31;
const dayMs = 86_400_000;

const rangeError = (field: string, reason: string, params?: Record<string, number>) =>
  new DomainError('request_param_err', { fields: [{ field, reason, ...(params ? { params } : {}) }] });

/** The console's bet search over every provider's rounds of the operator's merchant. */
export function createConsoleBetService(db: Db) {
  return {
    async search(merchantId: number, input: EndpointParsedInput<typeof searchConsoleBets>) {
      const from = new Date(input.from);
      const to = new Date(input.to);
      if (to.getTime() <= from.getTime()) throw rangeError('to', 'date_range', { max: maxBetSearchDays });
      if (to.getTime() - from.getTime() > maxBetSearchDays * dayMs) {
        throw rangeError('to', 'date_range', { max: maxBetSearchDays });
      }
      if (input.minStake !== undefined && input.maxStake !== undefined && input.minStake > input.maxStake) {
        throw rangeError('minStake', 'min_above_max');
      }
      let memberId: number | undefined;
      if (input.username !== undefined) {
        const member = await findMemberByUsername(db, merchantId, input.username);
        if (!member) return { list: [], pageNo: input.pageNo, hasMore: false };
        memberId = member.id;
      }
      const rows = await searchBets(db, {
        merchantId,
        from,
        to,
        memberId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        vendor: input.vendor,
        status: input.status,
        minStake: input.minStake,
        maxStake: input.maxStake,
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize + 1,
      });
      const list = rows.slice(0, input.pageSize).map(({ round, username }): ConsoleBet => ({
        id: round.id,
        memberId: round.memberId,
        username,
        vendorCode: round.providerCode,
        roundId: round.roundId,
        gameCode: round.gameCode,
        category: round.category,
        stake: toWireMoney(round.stakeMinor),
        validBet: toWireMoney(round.validBetMinor),
        win: toWireMoney(round.winMinor),
        profit: round.status === 'settled' ? toWireMoney(round.winMinor - round.validBetMinor) : null,
        status: round.status,
        openedAt: round.openedAt.toISOString(),
        settledAt: round.settledAt?.toISOString() ?? null,
        detailUrl: round.detailUrl,
      }));
      return { list, pageNo: input.pageNo, hasMore: rows.length > input.pageSize };
    },
  };
}

export type ConsoleBetService = ReturnType<typeof createConsoleBetService>;
