import {
  DomainError,
  toWireMoney,
  type RankPerks,
  type RankProgress,
  type saveVipRanks,
  type VipRank,
} from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { VipRankRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { findMemberRankState, listRanks, replaceRanks, type MemberRankState, type RankValues } from './vip.queries.ts';

/** A rank's perks in the ledger's units (decision 0082); a member without a rank has none. */
export interface RankPerkValues {
  level: number;
  rebateBoostBps: number;
  withdrawDailyCount: number;
  withdrawDailyAmountMinor: bigint;
  birthdayRewardMinor: bigint;
}

const noPerks: RankPerkValues = {
  level: 0,
  rebateBoostBps: 0,
  withdrawDailyCount: 0,
  withdrawDailyAmountMinor: 0n,
  birthdayRewardMinor: 0n,
};

const toRankPerks = (r: Pick<VipRankRow, keyof RankValues>): RankPerks => ({
  rebateBoost: r.rebateBoostBps / 100,
  withdrawDailyCount: r.withdrawDailyCount,
  withdrawDailyAmount: toWireMoney(r.withdrawDailyAmountMinor),
  birthdayReward: toWireMoney(r.birthdayRewardMinor),
  levelUpReward: toWireMoney(r.levelUpRewardMinor),
});

/** The level a member holds at `at`: a kept rank until its retention ends, else what its totals meet. */
export function heldLevel(state: MemberRankState, at: Date) {
  const held = state.heldUntil !== null && state.heldUntil > at ? state.rankLevel : 0;
  return Math.max(held, state.qualifyingLevel);
}

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
  rebateBoost: r.rebateBoostBps / 100,
  withdrawDailyCount: r.withdrawDailyCount,
  withdrawDailyAmount: toWireMoney(r.withdrawDailyAmountMinor),
  birthdayReward: toWireMoney(r.birthdayRewardMinor),
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
      const level = heldLevel(state, now());
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
        perks: rank ? toRankPerks(rank) : null,
        nextPerks: next ? toRankPerks(next) : null,
      };
    },

    /** The perks of the rank the member holds now (none without a rank): read by rebates and withdrawals. */
    async perksOf(merchantId: number, memberId: number, tx: Db = db): Promise<RankPerkValues> {
      const ranks = await listRanks(tx, merchantId);
      const level = heldLevel(await findMemberRankState(tx, memberId), now());
      const rank = ranks.filter((r) => r.level <= level).at(-1);
      return rank
        ? {
            level: rank.level,
            rebateBoostBps: rank.rebateBoostBps,
            withdrawDailyCount: rank.withdrawDailyCount,
            withdrawDailyAmountMinor: rank.withdrawDailyAmountMinor,
            birthdayRewardMinor: rank.birthdayRewardMinor,
          }
        : noPerks;
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
        rebateBoostBps: Math.round(r.rebateBoost * 100),
        withdrawDailyCount: r.withdrawDailyCount,
        withdrawDailyAmountMinor: r.withdrawDailyAmount,
        birthdayRewardMinor: r.birthdayReward,
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
