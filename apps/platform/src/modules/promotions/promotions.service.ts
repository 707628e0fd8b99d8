import { createHash } from 'node:crypto';
import { DomainError, toWireMoney, type ErrorCode, type Promotion, type PromotionInput } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { DepositRow, MemberRow, PromotionClaimRow, PromotionRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BannerImageService } from '../content/banner-images.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import { merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  bonusTermsOf,
  claimKeyOf,
  depositBonusMinor,
  eligibilityRefusal,
  fixedRewardMinor,
  isOpen,
  promotionRef,
} from './promotion-rules.ts';
import {
  budgetsLeft,
  claimedFrom,
  claimedInGroup,
  claimTotals,
  creditedDeposits,
  findClaim,
  findPromotion,
  insertClaim,
  insertPromotion,
  listClaims,
  lockPromotion,
  updatePromotionRow,
  listPromotions,
  memberClaimKeys,
  setPromotionStatus,
} from './promotions.queries.ts';
import { reviewedByMember } from './applications.queries.ts';
import { initialState, reviewedState } from './applications-state.ts';
import { eligibilityOf, rewardOf, sameJson, termsOf } from './promotion-row-fields.ts';
import { toConsolePromotion, toWireClaim, toWirePromotion } from './promotion-wire.ts';
import { commitRaffleSeed, raffleLocked } from './raffles.service.ts';

/** Where a claim comes from: the caller's address, user agent and country. */
export interface ClaimCall {
  ip: string;
  userAgent: string;
  country: string | null;
}

const deviceOf = (userAgent: string) => createHash('sha256').update(userAgent).digest('hex').slice(0, 32);
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * 3_600_000);

/**
 * Promotions (issue 16 part 2, decision 0054): the console builds and funds them, a member claims a sign-up or
 * check-in reward or opts a deposit into a deposit bonus; every grant is a bonus of the bonus wallet (decision
 * 0050) taken from the promotion's own budget account, which never goes below zero. A claim is one transaction:
 * the bonus, its ledger entry and the claim row land together or not at all; (promotion, member, claim key) is
 * unique, so a repeated or concurrent claim grants once.
 */
export function createPromotionService(
  db: Db,
  deps: {
    ledger: LedgerService;
    bonusWallet: BonusWalletService;
    audit: AuditService;
    merchants: MerchantService;
    /** Refuses an uploaded art that is not the merchant's own (decision 0077). */
    bannerImages?: Pick<BannerImageService, 'assertUsable'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  async function mustFind(tx: Db, merchantId: number, id: number) {
    const promotion = await findPromotion(tx, merchantId, id);
    if (!promotion) throw new DomainError('promotion_not_found');
    return promotion;
  }

  /** The refusal a member meets claiming now (rules, windows, exclusive group), or null. */
  async function memberRefusal(
    tx: Db,
    merchant: Merchant,
    member: MemberRow,
    promotion: PromotionRow,
    call: ClaimCall | null,
    depositCount: number,
  ): Promise<ErrorCode | null> {
    if (isTrial(member, merchant)) return 'in_need_true_account';
    const ruled = eligibilityRefusal(promotion, { member, depositCount, country: call?.country ?? null });
    if (ruled) return ruled;
    if (promotion.exclusiveGroup && (await claimedInGroup(tx, member.id, promotion.exclusiveGroup, promotion.id)))
      return 'promotion_exclusive_taken';
    if (!call) return null;
    const e = promotion.eligibility;
    const at = now();
    if (e.perIpHours && (await claimedFrom(tx, promotion.id, member.id, 'ip', call.ip, hoursBefore(at, e.perIpHours))))
      return 'promotion_claim_limit';
    if (
      e.perDeviceHours &&
      (await claimedFrom(
        tx,
        promotion.id,
        member.id,
        'device',
        deviceOf(call.userAgent),
        hoursBefore(at, e.perDeviceHours),
      ))
    )
      return 'promotion_claim_limit';
    return null;
  }

  /**
   * Grants one claim in `tx`: the bonus from the promotion's budget, then the claim row. A claim key already used
   * is promotion_already_claimed (a concurrent twin waits on the bonus's unique grant key, then finds it).
   */
  async function grantClaim(
    tx: Db,
    merchant: Merchant,
    member: MemberRow,
    promotion: PromotionRow,
    input: {
      claimKey: string;
      amountMinor: bigint;
      depositMinor: bigint;
      call: ClaimCall | null;
      /** The notice the member gets (an approved application says so, decision 0077). */
      notice?: 'info_bonus_granted' | 'info_application_approved';
    },
  ): Promise<PromotionClaimRow> {
    if (await findClaim(tx, promotion.id, member.id, input.claimKey))
      throw new DomainError('promotion_already_claimed');
    const at = now();
    let granted;
    try {
      granted = await deps.bonusWallet.grantIn(tx, {
        merchant,
        member,
        source: promotionRef(promotion.id),
        grantKey: `${member.id}:${input.claimKey}`,
        budgetRef: promotionRef(promotion.id),
        amountMinor: input.amountMinor,
        depositMinor: input.depositMinor,
        terms: bonusTermsOf(promotion),
        expiresAt: new Date(at.getTime() + promotion.terms.expiryHours * 3_600_000),
      });
    } catch (error) {
      // The budget account's check constraint refused the entry: the budget is spent.
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
        throw new DomainError('promotion_budget_exhausted');
      throw error;
    }
    if (granted.replayed) throw new DomainError('promotion_already_claimed');
    const claim = await insertClaim(tx, {
      merchantId: merchant.id,
      promotionId: promotion.id,
      memberId: member.id,
      claimKey: input.claimKey,
      exclusiveGroup: promotion.exclusiveGroup,
      bonusId: granted.bonus.id,
      amountMinor: input.amountMinor,
      ip: input.call?.ip ?? '',
      device: input.call ? deviceOf(input.call.userAgent) : '',
    });
    if (!claim) throw new DomainError('promotion_already_claimed');
    // Delivered when the transaction commits, never for a claim that rolls back.
    await notifyMember(tx, merchant.id, member.id, {
      type: 'notice',
      key: input.notice ?? 'info_bonus_granted',
      at,
      amountMinor: input.amountMinor,
    });
    return claim;
  }

  /** The member's state of each promotion (SPEC §4), or a visitor's when `member` is null. */
  async function list(merchant: Merchant, language: string, member: MemberRow | null, call: ClaimCall | null) {
    const at = now();
    const rows = await listPromotions(db, merchant.id, at);
    const budgets = await budgetsLeft(
      db,
      merchant.id,
      rows.map((p) => p.id),
    );
    const claimed = member ? await memberClaimKeys(db, merchant.id, member.id) : new Map<number, Set<string>>();
    const depositCount = member ? await creditedDeposits(db, merchant.id, member.id, null) : 0;
    const reviewed = member ? await reviewedByMember(db, merchant.id, member.id) : null;
    const list: Promotion[] = [];
    for (const p of rows) {
      // An issued promotion shows only to the members it was issued to (decision 0077).
      if (p.kind === 'issued' && !reviewed?.issues.has(p.id)) continue;
      const left = budgets.get(p.id) ?? 0n;
      const joined = p.kind === 'rebate' || p.kind === 'raffle';
      const needed =
        p.kind === 'deposit_bonus' || joined
          ? 1n
          : p.kind === 'issued'
            ? (reviewed?.issues.get(p.id)?.amountMinor ?? 1n)
            : fixedRewardMinor(p);
      let state = initialState(p.kind);
      let refusal: ErrorCode | null = null;
      const own = reviewedState(p, reviewed);
      if (own === 'claimed') state = own;
      else if (p.status !== 'active') state = 'close';
      else if (at < p.startsAt) state = 'coming_soon';
      else if (left < needed) [state, refusal] = ['close', 'promotion_budget_exhausted'];
      else if (member && own === 'applying') state = own;
      else if (member) {
        if (own) state = own;
        const keys = claimed.get(p.id);
        const once = p.kind !== 'deposit_bonus' || p.reward.depositNumber != null;
        const key = p.kind === 'deposit_bonus' ? null : claimKeyOf(p, at, merchant.timeZone);
        if (!joined && !own && keys && once && (key === null || keys.has(key))) state = 'claimed';
        else {
          refusal = await memberRefusal(db, merchant, member, p, call, depositCount);
          if (refusal) state = 'close';
        }
      }
      list.push(toWirePromotion(p, language, merchant.defaultLanguage, state, refusal));
    }
    return list;
  }

  /** A granted claim as the member sees it. */
  async function wireClaim(merchant: Merchant, memberId: number, claimId: number, language: string) {
    const page = await listClaims(db, merchant.id, { memberId }, { limit: 1, offset: 0, claimId });
    const row = page.rows[0];
    if (!row) throw new Error('granted claim vanished');
    return toWireClaim(row, language, merchant.defaultLanguage);
  }

  return {
    list,
    /** Issued and apply promotions (decision 0077) check and grant through the same rules and claims. */
    memberRefusal,
    grantClaim,
    wireClaim,

    async categories(merchant: Merchant) {
      const rows = await listPromotions(db, merchant.id, now());
      const counts = new Map<PromotionRow['category'], number>();
      for (const p of rows) if (p.status === 'active') counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
      return [...counts].map(([category, count]) => ({ category, count }));
    },

    /**
     * Claims the open promotion of `kind` (or the one named): the sign-up reward once per member, the check-in
     * once per merchant day. Refusals: promotion_not_found, promotion_not_open, promotion_budget_exhausted,
     * promotion_not_eligible, promotion_exclusive_taken, promotion_claim_limit, promotion_already_claimed,
     * bonus_already_active.
     */
    async claim(
      merchant: Merchant,
      member: MemberRow,
      kind: 'signup_reward' | 'daily_checkin',
      promotionId: number | undefined,
      call: ClaimCall,
      language: string,
    ) {
      const at = now();
      let promotion: PromotionRow | undefined;
      if (promotionId !== undefined) {
        promotion = await mustFind(db, merchant.id, promotionId);
        if (promotion.kind !== kind) throw new DomainError('promotion_not_found');
      } else {
        const candidates = (await listPromotions(db, merchant.id, at)).filter((p) => p.kind === kind);
        promotion = candidates.find((p) => isOpen(p, at)) ?? candidates[0];
        if (!promotion) throw new DomainError('promotion_not_found');
      }
      const chosen = promotion;
      if (!isOpen(chosen, at)) throw new DomainError('promotion_not_open');
      const claim = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const refusal = await memberRefusal(
          tx,
          merchant,
          member,
          chosen,
          call,
          await creditedDeposits(tx, merchant.id, member.id, null),
        );
        if (refusal) throw new DomainError(refusal);
        return grantClaim(tx, merchant, member, chosen, {
          claimKey: claimKeyOf(chosen, at, merchant.timeZone),
          amountMinor: fixedRewardMinor(chosen),
          depositMinor: 0n,
          call,
        });
      });
      return wireClaim(merchant, member.id, claim.id, language);
    },

    /**
     * Checks a deposit's opt-in before the deposit is recorded: an open deposit bonus the member may take that
     * this deposit (amount, channel, its number) qualifies for, and no other active bonus.
     */
    async checkDepositOptIn(
      merchant: Merchant,
      member: MemberRow,
      promotionId: number,
      deposit: { amountMinor: bigint; channelCode: string },
      call: ClaimCall,
    ) {
      const promotion = await mustFind(db, merchant.id, promotionId);
      if (promotion.kind !== 'deposit_bonus') throw new DomainError('promotion_not_found');
      if (!isOpen(promotion, now())) throw new DomainError('promotion_not_open');
      const depositCount = await creditedDeposits(db, merchant.id, member.id, null);
      const refusal = await memberRefusal(db, merchant, member, promotion, call, depositCount);
      if (refusal) throw new DomainError(refusal);
      if (depositBonusMinor(promotion, { ...deposit, depositNumber: depositCount + 1 }) === 0n)
        throw new DomainError('promotion_not_eligible');
      const left = (await budgetsLeft(db, merchant.id, [promotion.id])).get(promotion.id) ?? 0n;
      if (left <= 0n) throw new DomainError('promotion_budget_exhausted');
      if (await deps.bonusWallet.active(merchant.id, member.id)) throw new DomainError('bonus_already_active');
    },

    /**
     * Grants the deposit bonus a credited deposit opted into, in the credit's transaction, inside a savepoint:
     * a deposit that no longer qualifies (the promotion ended, its budget ran out, another bonus became active)
     * is credited without a bonus. Answers whether a bonus was granted.
     */
    async grantForDeposit(tx: Db, merchant: Merchant, deposit: DepositRow, channelCode: string): Promise<boolean> {
      if (deposit.promotionId === null) return false;
      const promotion = await findPromotion(tx, merchant.id, deposit.promotionId);
      const member = await findMemberById(tx, merchant.id, deposit.memberId);
      if (!promotion || !member || !isOpen(promotion, now())) return false;
      const depositNumber = (await creditedDeposits(tx, merchant.id, member.id, deposit.id)) + 1;
      const amountMinor = depositBonusMinor(promotion, {
        amountMinor: deposit.amountMinor,
        channelCode,
        depositNumber,
      });
      if (amountMinor === 0n) return false;
      try {
        await tx.transaction(async (sp) => {
          const savepoint = sp as unknown as Db;
          const refusal = await memberRefusal(savepoint, merchant, member, promotion, null, depositNumber - 1);
          if (refusal) throw new DomainError(refusal);
          await grantClaim(savepoint, merchant, member, promotion, {
            claimKey: claimKeyOf(promotion, now(), merchant.timeZone, deposit.id),
            amountMinor,
            depositMinor: deposit.amountMinor,
            call: null,
          });
        });
        return true;
      } catch (error) {
        if (error instanceof DomainError) return false;
        throw error;
      }
    },

    async memberClaims(merchant: Merchant, memberId: number, language: string, pageNo: number, pageSize: number) {
      const page = await listClaims(
        db,
        merchant.id,
        { memberId },
        { limit: pageSize, offset: (pageNo - 1) * pageSize },
      );
      return {
        list: page.rows.map((r) => toWireClaim(r, language, merchant.defaultLanguage)),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
      };
    },

    // --- console ---

    async consoleList(merchantId: number) {
      const rows = await listPromotions(db, merchantId, null);
      const [merchant, budgets, totals] = await Promise.all([
        deps.merchants.byId(merchantId),
        budgetsLeft(
          db,
          merchantId,
          rows.map((p) => p.id),
        ),
        claimTotals(db, merchantId),
      ]);
      return {
        list: rows.map((p) => toConsolePromotion(p, budgets.get(p.id) ?? 0n, totals.get(p.id))),
        timeZone: merchant.timeZone,
      };
    },

    /** Creates a promotion and funds its budget account (outside world `promotions` → its budget) at once. */
    async create(merchantId: number, input: PromotionInput, actor: Actor) {
      const merchant = await deps.merchants.byId(merchantId);
      const eligibility = await eligibilityOf(db, merchantId, input);
      const created = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await deps.bannerImages?.assertUsable(tx, merchantId, input.art, 'art');
        const row = await insertPromotion(tx, {
          merchantId,
          kind: input.kind,
          category: input.category,
          status: 'active',
          texts: input.texts,
          art: input.art,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          budgetMinor: input.budget,
          reward: rewardOf(input),
          terms: termsOf(input),
          eligibility,
          exclusiveGroup: input.exclusiveGroup ?? null,
          sortOrder: input.sortOrder,
        });
        if (row.kind === 'raffle') await commitRaffleSeed(tx, row);
        const world = await deps.ledger.account(merchantAccountIdentity(merchant, 'outside_world', 'promotions'), tx);
        const budget = await deps.ledger.account(
          merchantAccountIdentity(merchant, 'promotion_budget', promotionRef(row.id)),
          tx,
        );
        await deps.ledger.post(
          {
            merchantId,
            currency: merchant.currency,
            kind: 'promotion_funding',
            source: 'promotions',
            idempotencyKey: `fund:${row.id}`,
            memo: `promotion #${row.id}`,
            lines: [
              { accountId: world.id, amountMinor: -input.budget },
              { accountId: budget.id, amountMinor: input.budget },
            ],
          },
          tx,
        );
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'promotion.create',
          target: `promotion:${row.id}`,
          before: null,
          after: { kind: row.kind, budget: toWireMoney(input.budget), startsAt: input.startsAt, endsAt: input.endsAt },
        });
        return row;
      });
      return toConsolePromotion(created, input.budget, undefined);
    },

    /**
     * Edits a promotion (decision 0059). With claims, kind, reward and terms stay as granted
     * (promotion_terms_locked); a new budget moves the difference between the outside world and the budget
     * account in one balanced entry, never taking out more than the account holds (promotion_budget_below_left).
     */
    async update(merchantId: number, id: number, input: PromotionInput, actor: Actor) {
      const merchant = await deps.merchants.byId(merchantId);
      const eligibility = await eligibilityOf(db, merchantId, input);
      const reward = rewardOf(input);
      const terms = termsOf(input);
      const updated = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await deps.bannerImages?.assertUsable(tx, merchantId, input.art, 'art');
        const before = await lockPromotion(tx, merchantId, id);
        if (!before) throw new DomainError('promotion_not_found');
        const claims = (await claimTotals(tx, merchantId)).get(id)?.claims ?? 0;
        if (
          claims > 0 &&
          (before.kind !== input.kind || !sameJson(before.reward, reward) || !sameJson(before.terms, terms))
        )
          throw new DomainError('promotion_terms_locked');
        // A raffle keeps its kind (its seed was committed with it), and its tickets and prizes once it started.
        if (raffleLocked(before, input.kind, reward, terms, now())) throw new DomainError('promotion_terms_locked');
        const delta = input.budget - before.budgetMinor;
        if (delta !== 0n) {
          const left = (await budgetsLeft(tx, merchantId, [id])).get(id) ?? 0n;
          if (left + delta < 0n) throw new DomainError('promotion_budget_below_left');
          const world = await deps.ledger.account(merchantAccountIdentity(merchant, 'outside_world', 'promotions'), tx);
          const budget = await deps.ledger.account(
            merchantAccountIdentity(merchant, 'promotion_budget', promotionRef(id)),
            tx,
          );
          await deps.ledger.post(
            {
              merchantId,
              currency: merchant.currency,
              kind: 'promotion_funding',
              source: 'promotions',
              idempotencyKey: `fund:${id}:${before.updatedAt.getTime()}`,
              memo: `promotion #${id} budget ${toWireMoney(before.budgetMinor)} → ${toWireMoney(input.budget)}`,
              lines: [
                { accountId: world.id, amountMinor: -delta },
                { accountId: budget.id, amountMinor: delta },
              ],
            },
            tx,
          );
        }
        const row = await updatePromotionRow(tx, merchantId, id, {
          kind: input.kind,
          category: input.category,
          texts: input.texts,
          art: input.art,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          budgetMinor: input.budget,
          reward,
          terms,
          eligibility,
          exclusiveGroup: input.exclusiveGroup ?? null,
          sortOrder: input.sortOrder,
        });
        if (!row) throw new DomainError('promotion_not_found');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'promotion.update',
          target: `promotion:${id}`,
          before: {
            kind: before.kind,
            budget: toWireMoney(before.budgetMinor),
            startsAt: before.startsAt.toISOString(),
            endsAt: before.endsAt.toISOString(),
            reward: before.reward,
            terms: before.terms,
          },
          after: {
            kind: row.kind,
            budget: toWireMoney(input.budget),
            startsAt: input.startsAt,
            endsAt: input.endsAt,
            reward,
            terms,
          },
        });
        return row;
      });
      const left = (await budgetsLeft(db, merchantId, [id])).get(id) ?? 0n;
      return toConsolePromotion(updated, left, (await claimTotals(db, merchantId)).get(id));
    },

    async setStatus(merchantId: number, id: number, status: 'active' | 'paused', actor: Actor) {
      const updated = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await mustFind(tx, merchantId, id);
        const row = await setPromotionStatus(tx, merchantId, id, status);
        if (!row) throw new DomainError('promotion_not_found');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'promotion.status',
          target: `promotion:${id}`,
          before: { status: before.status },
          after: { status },
        });
        return row;
      });
      const left = (await budgetsLeft(db, merchantId, [id])).get(id) ?? 0n;
      return toConsolePromotion(updated, left, (await claimTotals(db, merchantId)).get(id));
    },

    async consoleClaims(merchantId: number, promotionId: number, pageNo: number, pageSize: number) {
      const merchant = await deps.merchants.byId(merchantId);
      await mustFind(db, merchantId, promotionId);
      const page = await listClaims(
        db,
        merchantId,
        { promotionId },
        { limit: pageSize, offset: (pageNo - 1) * pageSize },
      );
      return {
        list: page.rows.map((r) => ({
          ...toWireClaim(r, merchant.defaultLanguage, merchant.defaultLanguage),
          memberId: r.claim.memberId,
          username: r.username,
          wagered: toWireMoney(r.wageredMinor),
          requirement: toWireMoney(r.requirementMinor),
        })),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
      };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
