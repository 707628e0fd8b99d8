import {
  DomainError,
  toWireMoney,
  type ConsoleReferral,
  type InvitedFriend,
  type ReferralRules,
  type referralRulesInputSchema,
} from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { maskName } from '../catalog/winner-ranking.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { newMemberCode } from '../members/member-codes.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { payFromPromotionBudget } from '../promotions/promotion-payout.ts';
import {
  countInvitations,
  countRewarded,
  findPayingPromotion,
  findRules,
  insertReferral,
  listReferralRows,
  lockOpenReferral,
  lockReferrer,
  noteFirstDepositRow,
  openReferrals,
  referralCodeOf,
  rewardedTotal,
  saveRulesRow,
  setReferralCode,
  sharedTrait,
  updateReferral,
  type FriendRow,
  type ReferralRulesRow,
  type ReferralState,
} from './referrals.queries.ts';

const dayMs = 86_400_000;
const friendsPageSize = 20;
/** How many open referrals one evaluation run looks at. */
const evaluationBatch = 200;

/** Records a friend who registered with a referrer's code, in the registration's transaction (decision 0081). */
export async function recordReferral(
  tx: Db,
  row: { friendId: number; merchantId: number; referrerId: number; joinedAt: Date },
) {
  await insertReferral(tx, row);
}

/** The deposit path's note of a credited deposit: a referred friend's first one is kept for qualification. */
export async function noteReferralDeposit(tx: Db, memberId: number, amountMinor: bigint, at: Date) {
  await noteFirstDepositRow(tx, memberId, amountMinor, at);
}

function toWireRules(r: ReferralRulesRow): ReferralRules {
  return {
    enabled: r.enabled,
    rewardKind: r.rewardKind,
    reward: toWireMoney(r.rewardMinor),
    minFirstDeposit: toWireMoney(r.minFirstDepositMinor),
    minValidBets: toWireMoney(r.minValidBetsMinor),
    withinDays: r.withinDays,
    maxRewardedFriends: r.maxRewardedFriends,
  };
}

function toConsoleReferral(f: FriendRow): ConsoleReferral {
  return {
    friendId: f.friendId,
    friendUsername: f.friendUsername,
    referrerId: f.referrerId,
    referrerUsername: f.referrerUsername,
    joinedAt: f.joinedAt.toISOString(),
    firstDeposit: f.firstDepositMinor === null ? null : toWireMoney(f.firstDepositMinor),
    validBets: toWireMoney(f.validBetsMinor),
    state: f.state,
    reason: f.reason,
    reward: toWireMoney(f.rewardMinor),
    rewardKind: f.rewardKind,
    rewardedAt: f.rewardedAt?.toISOString() ?? null,
  };
}

/**
 * Invite friends (issue 17, decision 0081): the player's referral code and friends, the merchant's rules, and the
 * evaluation that qualifies a friend from the referral's first deposit and the fold's day rows, refuses a reward
 * to a friend sharing an IP, a device or a payee name with the referrer, and pays a reward once per friend from
 * the rules' promotion budget (key referral:<friend id>).
 */
export function createReferralService(
  db: Db,
  deps: {
    ledger: LedgerService;
    bonusWallet: BonusWalletService;
    audit: AuditService;
    merchants: MerchantService;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  /** The member's code, made now (unique per merchant, drawn again on a clash) when asked and missing. */
  async function codeOf(member: Pick<MemberRow, 'id'>, autoGenerate: boolean): Promise<string | null> {
    const existing = await referralCodeOf(db, member.id);
    if (existing || !autoGenerate) return existing;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const made = await setReferralCode(db, member.id, newMemberCode());
        return made ?? (await referralCodeOf(db, member.id));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('no free referral code');
  }

  type Outcome = 'rewarded' | 'refused' | 'expired' | 'waiting' | 'budget' | 'none';

  /** Evaluates one open referral in its own transaction; a reward the budget can't pay waits as `qualified`. */
  async function evaluate(friendId: number, merchantId: number): Promise<Outcome> {
    const merchant = await deps.merchants.byId(merchantId);
    try {
      return await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const rules = await findRules(tx, merchantId);
        if (!rules.enabled || rules.promotionId === null) return 'none';
        const open = await lockOpenReferral(tx, friendId, rules.withinDays);
        if (!open) return 'none';
        const qualifies =
          open.state === 'qualified' ||
          (open.firstDepositMinor !== null &&
            open.depositInWindow &&
            open.firstDepositMinor >= rules.minFirstDepositMinor &&
            open.validBetsMinor >= rules.minValidBetsMinor);
        if (!qualifies) {
          const state: ReferralState = open.windowOver ? 'expired' : 'pending';
          await updateReferral(tx, friendId, { state, validBetsMinor: open.validBetsMinor });
          return open.windowOver ? 'expired' : 'waiting';
        }
        await lockReferrer(tx, open.referrerId);
        const shared = await sharedTrait(tx, friendId, open.referrerId);
        const reason =
          shared ?? ((await countRewarded(tx, open.referrerId)) >= rules.maxRewardedFriends ? 'limit_reached' : null);
        if (reason) {
          await updateReferral(tx, friendId, { state: 'refused', reason, validBetsMinor: open.validBetsMinor });
          return 'refused';
        }
        const [referrer, promotion] = await Promise.all([
          findMemberById(tx, merchantId, open.referrerId),
          findPayingPromotion(tx, merchantId, rules.promotionId),
        ]);
        if (!referrer || !promotion) return 'none';
        const paid = await payFromPromotionBudget(tx, deps, {
          merchant,
          member: referrer,
          promotion,
          amountMinor: rules.rewardMinor,
          key: `referral:${friendId}`,
          payAs: rules.rewardKind,
          kind: 'promotion_prize',
          memo: `referral · friend #${friendId}`,
          at: now(),
        });
        await updateReferral(tx, friendId, {
          state: 'rewarded',
          validBetsMinor: open.validBetsMinor,
          reward: {
            kind: rules.rewardKind,
            amountMinor: rules.rewardMinor,
            entryId: paid.entryId,
            bonusId: paid.bonusId,
          },
        });
        return 'rewarded';
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'promotion_budget_exhausted') throw error;
      // Qualified: it stays so (no expiry) and is paid once the budget is topped up.
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const rules = await findRules(tx, merchantId);
        const open = await lockOpenReferral(tx, friendId, rules.withinDays);
        if (open) await updateReferral(tx, friendId, { state: 'qualified', validBetsMinor: open.validBetsMinor });
      });
      return 'budget';
    }
  }

  return {
    /** MCSFE_getReferralDetails: the code (made when asked), friends invited, the domains a link may use. */
    async details(merchant: Merchant, member: Pick<MemberRow, 'id'>, autoGenerate: boolean) {
      const [referralCode, totalInvitations, domains, rules] = await Promise.all([
        codeOf(member, autoGenerate),
        countInvitations(db, member.id),
        deps.merchants.domainRoutes(merchant),
        findRules(db, merchant.id),
      ]);
      return {
        referralCode,
        totalInvitations,
        promotionDomains: domains.map((d) => d.domain),
        enabled: rules.enabled,
      };
    },

    /** The rules in force and the member's friends, masked, newest first. */
    async friends(merchant: Merchant, member: Pick<MemberRow, 'id'>, pageNo: number) {
      const rules = await findRules(db, merchant.id);
      const [{ rows, total }, rewarded] = await Promise.all([
        listReferralRows(
          db,
          { merchantId: merchant.id, referrerId: member.id },
          { offset: (pageNo - 1) * friendsPageSize, limit: friendsPageSize },
        ),
        rewardedTotal(db, member.id),
      ]);
      const friends: InvitedFriend[] = rows.map((f) => ({
        maskedName: maskName(f.friendUsername),
        joinedAt: f.joinedAt.toISOString(),
        // A refusal's reason is the operator's to read; the player sees no reward.
        state: f.state,
        reward: toWireMoney(f.rewardMinor),
        rewardedAt: f.rewardedAt?.toISOString() ?? null,
        qualifyBy: new Date(f.joinedAt.getTime() + rules.withinDays * dayMs).toISOString(),
      }));
      return {
        rules: toWireRules(rules),
        totalRewarded: toWireMoney(rewarded),
        friends,
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / friendsPageSize)),
      };
    },

    async rules(merchantId: number) {
      const rules = await findRules(db, merchantId);
      return { ...toWireRules(rules), promotionId: rules.promotionId };
    },

    async saveRules(merchantId: number, actor: Actor, input: z.output<typeof referralRulesInputSchema>) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        if (!(await findPayingPromotion(tx, merchantId, input.promotionId)))
          throw new DomainError('promotion_not_found', {
            fields: [{ field: 'promotionId', reason: 'promotion_not_found' }],
          });
        const before = await findRules(tx, merchantId);
        const after: ReferralRulesRow = {
          enabled: input.enabled,
          promotionId: input.promotionId,
          rewardKind: input.rewardKind,
          rewardMinor: input.reward,
          minFirstDepositMinor: input.minFirstDeposit,
          minValidBetsMinor: input.minValidBets,
          withinDays: input.withinDays,
          maxRewardedFriends: input.maxRewardedFriends,
        };
        await saveRulesRow(tx, merchantId, after);
        const wire = { ...toWireRules(after), promotionId: after.promotionId };
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'referral.rules',
          target: `merchant:${merchantId}`,
          before: { ...toWireRules(before), promotionId: before.promotionId },
          after: wire,
        });
        return wire;
      });
    },

    async list(merchantId: number, query: { state?: ReferralState | undefined; pageNo: number; pageSize: number }) {
      const { rows, total } = await listReferralRows(
        db,
        { merchantId, ...(query.state ? { state: query.state } : {}) },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: rows.map(toConsoleReferral),
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    evaluate,

    /** The job's run: the open referrals of merchants with rules on, each in its own transaction. */
    async evaluateOpen(): Promise<Record<Outcome, number>> {
      const counts: Record<Outcome, number> = { rewarded: 0, refused: 0, expired: 0, waiting: 0, budget: 0, none: 0 };
      for (const open of await openReferrals(db, evaluationBatch)) {
        counts[await evaluate(open.friendId, open.merchantId)] += 1;
      }
      return counts;
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
