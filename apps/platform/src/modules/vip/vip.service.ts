import { DomainError, toWireMoney, type RankProgress, type saveVipRanks, type VipRank } from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { VipRankRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { findMemberRankState, listRanks, replaceRanks, type RankValues } from './vip.queries.ts';

const toVipRank = (r: Pick<VipRankRow, keyof RankValues>): VipRank => ({
  level: r.level,
  name: r.name,
  iconUrl: r.iconUrl,
  monthlyBets: toWireMoney(r.monthlyBetsMinor),
  monthlyDeposits: toWireMoney(r.monthlyDepositsMinor),
  lifetimeBets: toWireMoney(r.lifetimeBetsMinor),
  lifetimeDeposits: toWireMoney(r.lifetimeDepositsMinor),
  retentionMonths: r.retentionMonths,
  levelUpReward: toWireMoney(r.levelUpRewardMinor),
});

const thresholds = ['monthlyBetsMinor', 'monthlyDepositsMinor', 'lifetimeBetsMinor', 'lifetimeDepositsMinor'] as const;

/**
 * VIP ranks (decision 0055): the rank table per merchant and each member's progress. Ranks move in SQL
 * (db/functions/11_loyalty.sql, run by the fold from the same ranges as the aggregates); this reads them.
 */
export function createVipService(db: Db, deps: { audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The rank the member holds (a kept rank until its retention ends, else what its totals meet) and its bars. */
    async progress(merchantId: number, memberId: number): Promise<RankProgress> {
      const [ranks, state] = await Promise.all([listRanks(db, merchantId), findMemberRankState(db, memberId)]);
      const held = state.heldUntil !== null && state.heldUntil > now() ? state.rankLevel : 0;
      const level = Math.max(held, state.qualifyingLevel);
      const rank = ranks.filter((r) => r.level <= level).at(-1);
      const next = ranks.find((r) => r.level > level);
      return {
        playerRankName: rank?.name ?? '',
        monthlyTurnover: {
          actual: toWireMoney(state.monthBetsMinor),
          expected: toWireMoney(next?.monthlyBetsMinor ?? rank?.monthlyBetsMinor ?? 0n),
        },
        totalTurnover: toWireMoney(state.lifetimeBetsMinor),
        level: rank?.level ?? 0,
        iconUrl: rank?.iconUrl ?? '',
        nextRankName: next?.name ?? null,
        totalExpected: toWireMoney(next?.lifetimeBetsMinor ?? rank?.lifetimeBetsMinor ?? 0n),
        heldUntil: held > 0 && state.heldUntil ? state.heldUntil.toISOString() : null,
      };
    },

    ranks: async (merchantId: number) => (await listRanks(db, merchantId)).map(toVipRank),

    /** Replaces the rank table; each rank must ask at least what the one below asks (request_param_err). */
    async saveRanks(merchantId: number, actor: Actor, input: z.output<(typeof saveVipRanks)['request']>) {
      const ranks: RankValues[] = input.ranks.map((r, index) => ({
        level: index + 1,
        name: r.name,
        iconUrl: r.iconUrl,
        monthlyBetsMinor: r.monthlyBets,
        monthlyDepositsMinor: r.monthlyDeposits,
        lifetimeBetsMinor: r.lifetimeBets,
        lifetimeDepositsMinor: r.lifetimeDeposits,
        retentionMonths: r.retentionMonths,
        levelUpRewardMinor: r.levelUpReward,
      }));
      ranks.forEach((rank, index) => {
        const below = ranks[index - 1];
        const lower = below && thresholds.find((k) => rank[k] < below[k]);
        if (lower) {
          throw new DomainError('request_param_err', {
            fields: [{ field: `ranks.${index}.${lower.replace(/Minor$/, '')}`, reason: 'below_previous_rank' }],
          });
        }
      });
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const before = (await listRanks(tx, merchantId)).map(toVipRank);
        await replaceRanks(tx, merchantId, ranks);
        const after = ranks.map(toVipRank);
        await deps.audit.record(tx, { merchantId, actor, action: 'vip.ranks', target: 'vip', before, after });
        return after;
      });
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
