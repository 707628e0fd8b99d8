import { DomainError, toWireMoney, type ClaimableRebate, type RebateRecord } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, PromotionRow, RebateRequestRow, RebateRewardSettings } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { VipService } from '../vip/vip.service.ts';
import { payFromPromotionBudget } from './promotion-payout.ts';
import { eligibilityRefusal, isOpen, merchantDay } from './promotion-rules.ts';
import { creditedDeposits, findPromotion } from './promotions.queries.ts';
import { textsIn } from './promotion-wire.ts';
import { addDays, closedPeriods, computeRebate, owedMinor, periodOf, type RebatePeriod } from './rebate-rules.ts';
import {
  closePendingRequests,
  dueSettlementIds,
  insertRequest,
  insertSettledPeriod,
  insertSettlement,
  isPeriodSettled,
  foldedThrough,
  listRequests,
  lockMemberRebate,
  lockRequest,
  lockSettlement,
  markSettlementPaid,
  memberRecords,
  rebatePromotions,
  requestTotals,
  trySettlementLock,
  typeFigures,
  updateRequest,
  type RequestView,
} from './rebates.queries.ts';

/** A period is settled this long after it closed, and only once the fold has taken in its postings. */
const settleGraceMs = 3_600_000;
/** The newest closed periods a settlement run looks at per promotion. */
const periodsPerRun = 62;

const settingsOf = (p: PromotionRow): RebateRewardSettings => {
  const s = p.reward.rebate;
  if (!s) throw new Error(`promotion ${p.id} has no rebate settings`);
  return s;
};
const lastDay = (period: RebatePeriod) => addDays(period.end, -1);

/**
 * Rebates (issue 16, decision 0070): a promotion of kind `rebate` pays back a rate per game type of each period's
 * valid bets or net loss, from its own budget account. The running period's rebate so far is claimable on
 * request (manual rebate; an operator approves, or the promotion approves at once up to its threshold); each
 * closed period is settled once, paying what the period earned less what requests already paid. Everything that
 * pays one member's rebate of one promotion runs under one advisory lock, and every payout is one ledger entry
 * (or one bonus grant) with an idempotency key of (promotion, member, period[, request]).
 */
export function createRebateService(
  db: Db,
  deps: {
    ledger: LedgerService;
    bonusWallet: BonusWalletService;
    audit: AuditService;
    merchants: MerchantService;
    vip: VipService;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  /** The rebate boost of the rank the member holds now (decision 0082). */
  const boostOf = async (tx: Db, merchantId: number, memberId: number) =>
    (await deps.vip.perksOf(merchantId, memberId, tx)).rebateBoostBps;

  /** The member's rebate of `period` now: the one computation, over the fold's per-type figures. */
  async function computeFor(tx: Db, promotion: PromotionRow, memberId: number, period: RebatePeriod) {
    const figures = await typeFigures(tx, promotion.merchantId, memberId, period.start, period.end);
    const boostBps = await boostOf(tx, promotion.merchantId, memberId);
    return computeRebate(figures.get(memberId) ?? [], settingsOf(promotion), boostBps);
  }

  /** Who may take part: a real (not trial) member the promotion's rules admit; the country only when known. */
  async function eligible(tx: Db, merchant: Merchant, member: MemberRow, p: PromotionRow, country: string | null) {
    if (isTrial(member, merchant)) return false;
    const rules = country === null ? { ...p, eligibility: { ...p.eligibility, countries: [] } } : p;
    const depositCount = await creditedDeposits(tx, merchant.id, member.id, null);
    return eligibilityRefusal(rules, { member, depositCount, country }) === null;
  }

  /**
   * Pays one rebate in `tx`: cash as one `rebate` entry from the promotion's budget to the member's wallet, or a
   * bonus grant with the promotion's wagering terms. `key` makes it once. The budget account's check refuses an
   * entry below zero (promotion_budget_exhausted); a bonus while another is active is bonus_already_active.
   */
  async function pay(tx: Db, merchant: Merchant, member: MemberRow, p: PromotionRow, amountMinor: bigint, key: string) {
    return payFromPromotionBudget(tx, deps, {
      merchant,
      member,
      promotion: p,
      amountMinor,
      key,
      payAs: settingsOf(p).payAs,
      kind: 'rebate',
      memo: `promotion #${p.id} rebate`,
      at: now(),
    });
  }

  /** The member's running period of a promotion and what is claimable of it now. */
  async function claimableIn(tx: Db, merchant: Merchant, member: MemberRow, p: PromotionRow, language: string) {
    const s = settingsOf(p);
    const period = periodOf(merchantDay(now(), merchant.timeZone), s.period);
    const { lines, computedMinor } = await computeFor(tx, p, member.id, period);
    const { paidMinor, pendingMinor } = await requestTotals(tx, p.id, member.id, period.start);
    const claimableMinor = owedMinor(computedMinor, paidMinor + pendingMinor, s);
    const view: ClaimableRebate = {
      promotionId: p.id,
      title: textsIn(p.texts, language, merchant.defaultLanguage).title,
      basis: s.basis,
      period: s.period,
      periodStart: period.start,
      periodEnd: lastDay(period),
      lines: lines.map((l) => ({
        gameType: l.gameType,
        basis: toWireMoney(l.basisMinor),
        rate: l.rateBps / 100,
        amount: toWireMoney(l.amountMinor),
      })),
      computed: toWireMoney(computedMinor),
      paid: toWireMoney(paidMinor),
      pending: toWireMoney(pendingMinor),
      claimable: toWireMoney(claimableMinor),
      minPayout: toWireMoney(BigInt(s.minPayoutMinor)),
      cap: s.capMinor === null ? null : toWireMoney(BigInt(s.capMinor)),
      payAs: s.payAs,
    };
    return { view, period, claimableMinor, paidMinor };
  }

  /** The open rebate promotions with manual requests on that this member may take part in. */
  async function manualPromotions(merchant: Merchant, member: MemberRow, country: string | null) {
    const at = now();
    const open: PromotionRow[] = [];
    for (const p of await rebatePromotions(db, merchant.id))
      if (isOpen(p, at) && settingsOf(p).manual && (await eligible(db, merchant, member, p, country))) open.push(p);
    return open;
  }

  function toRecord(r: RebateRequestRow, title: string, payAs: 'cash' | 'bonus'): RebateRecord {
    return {
      id: r.id,
      source: 'request',
      promotionId: r.promotionId,
      title,
      periodStart: r.periodStart,
      periodEnd: addDays(r.periodEnd, -1),
      amount: toWireMoney(r.amountMinor),
      status: r.status,
      reason: r.reason,
      payAs,
      createdAt: r.createdAt.toISOString(),
    };
  }

  async function toConsoleRequest(merchant: Merchant, v: RequestView) {
    const p = await findPromotion(db, merchant.id, v.request.promotionId);
    const period = { start: v.request.periodStart, end: v.request.periodEnd };
    const computed = p ? (await computeFor(db, p, v.request.memberId, period)).computedMinor : 0n;
    const totals = await requestTotals(db, v.request.promotionId, v.request.memberId, v.request.periodStart);
    const paidBefore = totals.paidMinor - (v.request.status === 'paid' ? v.request.amountMinor : 0n);
    return {
      ...toRecord(v.request, textsIn(v.texts, merchant.defaultLanguage, merchant.defaultLanguage).title, v.payAs),
      memberId: v.request.memberId,
      username: v.username,
      computed: toWireMoney(computed),
      paidBefore: toWireMoney(paidBefore),
      decidedBy: v.decidedBy,
      decidedAt: v.request.decidedAt?.toISOString() ?? null,
    };
  }

  /** Approves a pending request in `tx` (the caller holds the member's rebate lock): pays it once. */
  async function approveIn(tx: Db, merchant: Merchant, request: RebateRequestRow, decidedBy: number | null) {
    const p = await findPromotion(tx, merchant.id, request.promotionId);
    const member = await findMemberById(tx, merchant.id, request.memberId);
    if (!p || !member) throw new DomainError('not_found');
    const moves = await pay(
      tx,
      merchant,
      member,
      p,
      request.amountMinor,
      `rebate:${p.id}:${member.id}:${request.periodStart}:request:${request.id}`,
    );
    return updateRequest(tx, request.id, { status: 'paid', decidedBy, decidedAt: now(), ...moves });
  }

  /** Settles one closed period of a promotion once: a `due` settlement per member owed something. */
  async function settlePeriod(merchant: Merchant, p: PromotionRow, period: RebatePeriod) {
    const s = settingsOf(p);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await trySettlementLock(tx, p.id)) || (await isPeriodSettled(tx, p.id, period.start))) return 0;
      // What is still pending of the period is closed first: the settlement pays it (an approval after this finds
      // the request decided).
      await closePendingRequests(tx, p.id, period.start);
      const figures = await typeFigures(tx, merchant.id, null, period.start, period.end);
      let settled = 0;
      for (const [memberId, rows] of figures) {
        const member = await findMemberById(tx, merchant.id, memberId);
        if (!member || !(await eligible(tx, merchant, member, p, null))) continue;
        await lockMemberRebate(tx, p.id, memberId);
        const { basisMinor, computedMinor } = computeRebate(rows, s, await boostOf(tx, merchant.id, memberId));
        const { paidMinor } = await requestTotals(tx, p.id, memberId, period.start);
        const amountMinor = owedMinor(computedMinor, paidMinor, s);
        if (amountMinor === 0n) continue;
        await insertSettlement(tx, {
          merchantId: merchant.id,
          promotionId: p.id,
          memberId,
          periodStart: period.start,
          periodEnd: period.end,
          basisMinor,
          computedMinor,
          manualPaidMinor: paidMinor,
          amountMinor,
        });
        settled += 1;
      }
      await insertSettledPeriod(tx, p.id, period.start, settled);
      return settled;
    });
  }

  /** Pays a promotion's due settlements, each in its own transaction; one refused stays due for the next run. */
  async function payDue(merchant: Merchant, p: PromotionRow) {
    let paid = 0;
    for (const id of await dueSettlementIds(db, p.id)) {
      try {
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const row = await lockSettlement(tx, id);
          if (!row) return;
          await lockMemberRebate(tx, p.id, row.memberId);
          const member = await findMemberById(tx, merchant.id, row.memberId);
          if (!member) return;
          const moves = await pay(
            tx,
            merchant,
            member,
            p,
            row.amountMinor,
            `rebate:${p.id}:${member.id}:${row.periodStart}`,
          );
          await markSettlementPaid(tx, row.id, moves);
          paid += 1;
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return paid;
  }

  return {
    /** The original client's call: the rate of each product type in the open rebate promotions. */
    async ratesByProductType(merchant: Merchant, language: string, productType: string | undefined) {
      const at = now();
      const list = [];
      for (const p of await rebatePromotions(db, merchant.id)) {
        if (!isOpen(p, at)) continue;
        const s = settingsOf(p);
        const title = textsIn(p.texts, language, merchant.defaultLanguage).title;
        for (const [type, bps] of Object.entries(s.ratesBps)) {
          if (productType !== undefined && type !== productType) continue;
          list.push({
            promotionId: p.id,
            title,
            productType: type,
            rate: bps / 100,
            basis: s.basis,
            period: s.period,
            minPayout: toWireMoney(BigInt(s.minPayoutMinor)),
            cap: s.capMinor === null ? null : toWireMoney(BigInt(s.capMinor)),
            payAs: s.payAs,
          });
        }
      }
      return list;
    },

    /** What the member may claim now of each open manual-rebate promotion (the running period so far). */
    async claimable(merchant: Merchant, member: MemberRow, language: string, country: string | null) {
      const list: ClaimableRebate[] = [];
      for (const p of await manualPromotions(merchant, member, country))
        list.push((await claimableIn(db, merchant, member, p, language)).view);
      return list;
    },

    /**
     * Requests the running period's claimable rebate of a promotion: pending for an operator, or approved and paid
     * at once when it is within the promotion's auto-approve threshold. Refusals: promotion_not_found,
     * promotion_not_open, promotion_not_eligible, rebate_request_pending, rebate_nothing_claimable,
     * promotion_budget_exhausted (auto-approval), bonus_already_active (a bonus payout while another is active).
     */
    async request(
      merchant: Merchant,
      member: MemberRow,
      promotionId: number,
      language: string,
      country: string | null,
    ) {
      const p = await findPromotion(db, merchant.id, promotionId);
      if (!p || p.kind !== 'rebate' || !settingsOf(p).manual) throw new DomainError('promotion_not_found');
      if (!isOpen(p, now())) throw new DomainError('promotion_not_open');
      if (!(await eligible(db, merchant, member, p, country))) throw new DomainError('promotion_not_eligible');
      const s = settingsOf(p);
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await lockMemberRebate(tx, p.id, member.id);
        const { period, claimableMinor } = await claimableIn(tx, merchant, member, p, language);
        if ((await requestTotals(tx, p.id, member.id, period.start)).pendingMinor > 0n)
          throw new DomainError('rebate_request_pending');
        if (claimableMinor <= 0n) throw new DomainError('rebate_nothing_claimable');
        const inserted = await insertRequest(tx, {
          merchantId: merchant.id,
          promotionId: p.id,
          memberId: member.id,
          periodStart: period.start,
          periodEnd: period.end,
          amountMinor: claimableMinor,
          status: 'pending',
          reason: '',
        });
        if (!inserted) throw new DomainError('rebate_request_pending');
        const auto = s.autoApproveUpToMinor !== null && claimableMinor <= BigInt(s.autoApproveUpToMinor);
        return auto ? approveIn(tx, merchant, inserted, null) : inserted;
      });
      return toRecord(row, textsIn(p.texts, language, merchant.defaultLanguage).title, s.payAs);
    },

    async records(merchant: Merchant, memberId: number, language: string, pageNo: number, pageSize: number) {
      const page = await memberRecords(db, merchant.id, memberId, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      return {
        list: page.rows.map((r): RebateRecord => ({
          id: Number(r.id),
          source: r.source,
          promotionId: Number(r.promotion_id),
          title: textsIn(r.texts, language, merchant.defaultLanguage).title,
          periodStart: r.period_start,
          periodEnd: r.period_end,
          amount: toWireMoney(BigInt(r.amount_minor)),
          status: r.status,
          reason: r.reason,
          payAs: r.pay_as ?? 'cash',
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
      };
    },

    // --- console ---

    async consoleRequests(merchantId: number, status: RebateRequestRow['status'], pageNo: number, pageSize: number) {
      const merchant = await deps.merchants.byId(merchantId);
      const page = await listRequests(db, merchantId, { status }, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      const list = [];
      for (const v of page.rows) list.push(await toConsoleRequest(merchant, v));
      return { list, pageNo, totalPages: Math.ceil(page.total / pageSize) };
    },

    /** Approves (pays once) or rejects a pending request; a decided one is rebate_request_decided. Audited. */
    async decide(
      merchantId: number,
      input: { requestId: number; decision: 'approve' | 'reject'; reason: string },
      actor: Actor,
    ) {
      const merchant = await deps.merchants.byId(merchantId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const peek = await listRequests(tx, merchantId, { id: input.requestId }, { limit: 1, offset: 0 });
        const found = peek.rows[0];
        if (!found) throw new DomainError('not_found');
        await lockMemberRebate(tx, found.request.promotionId, found.request.memberId);
        const request = await lockRequest(tx, merchantId, input.requestId);
        if (!request) throw new DomainError('not_found');
        if (request.status !== 'pending') throw new DomainError('rebate_request_decided');
        const after =
          input.decision === 'approve'
            ? await approveIn(tx, merchant, request, actor.id)
            : await updateRequest(tx, request.id, {
                status: 'rejected',
                reason: input.reason.trim(),
                decidedBy: actor.id,
                decidedAt: now(),
              });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: `rebate.${input.decision}`,
          target: `rebate_request:${request.id}`,
          before: { status: request.status, amount: toWireMoney(request.amountMinor) },
          after: { status: after.status, reason: after.reason },
        });
      });
      const view = (await listRequests(db, merchantId, { id: input.requestId }, { limit: 1, offset: 0 })).rows[0];
      if (!view) throw new Error('decided request vanished');
      return toConsoleRequest(merchant, view);
    },

    /**
     * The settlement job: settles each closed period of every rebate promotion once (an hour after it closed and
     * once the fold has taken in every posting made before its end), then pays what is due. Answers the
     * settlements paid.
     */
    async settleDue() {
      const at = now();
      let paid = 0;
      for (const p of await rebatePromotions(db, null)) {
        const merchant = await deps.merchants.byId(p.merchantId);
        const s = settingsOf(p);
        const periods = closedPeriods(
          merchantDay(p.startsAt, merchant.timeZone),
          merchantDay(new Date(p.endsAt.getTime() - 1), merchant.timeZone),
          merchantDay(new Date(at.getTime() - settleGraceMs), merchant.timeZone),
          s.period,
          periodsPerRun,
        );
        for (const period of periods) {
          if (await isPeriodSettled(db, p.id, period.start)) continue;
          if (!(await foldedThrough(db, period.end, merchant.timeZone))) break;
          await settlePeriod(merchant, p, period);
        }
        paid += await payDue(merchant, p);
      }
      return paid;
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;
