import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  lockPeriod,
  periodBounds,
  periodFigures,
  periodFolded,
  type ContractPeriod,
} from './agent-contracts.queries.ts';
import { computeBills, type ComputedBill, type ContractKind } from './contract-bills.ts';
import {
  billsOfPeriod,
  finishRun,
  findBill,
  findSettings,
  insertBills,
  listBills,
  previousBills,
  startRun,
  updateBill,
  type BillRow,
  type BillState,
  type ContractSettings,
  type NewBill,
} from './contract-bills.queries.ts';

/** The ledger source of contract payments; the idempotency key is the bill's (contract, period). */
export const contractPaymentSource = 'agent-contracts';
export const billPaymentKey = (contractId: number, periodStart: Date) =>
  `contract:${contractId}:${periodStart.toISOString()}`;

export interface PeriodRef {
  kind: ContractKind;
  period: ContractPeriod;
  /** Any instant inside the period. */
  at: Date;
}

export interface SettlementDeps {
  ledger: LedgerService;
  merchants: { byId(id: number): Promise<Merchant> };
  now: () => Date;
  /** How long after a 5-minute window's end its late rounds are waited for (SPEC §9: settled within 30 s). */
  windowGraceMs?: number;
}

/** What the payer pays for a bill: its own share (house pays every agent its share) or its gross (each upline pays). */
const measureOf = (settings: ContractSettings, bill: Pick<ComputedBill, 'grossMinor' | 'ownMinor'>) =>
  settings.payer === 'house' ? bill.ownMinor : bill.grossMinor;

const measureOfBill = (bill: BillRow) => (bill.payer === 'house' ? bill.ownMinor : bill.grossMinor);

/**
 * Settlement of contract periods (decision 0046): computes every bill of a kind and period from the team
 * aggregates under an advisory lock on the period and writes them once per (contract, period); then pays each
 * through one ledger entry keyed by (contract, period), each in its own transaction, top of the tree first. A
 * second run, a concurrent one or one after a crash pays what is still unpaid and nothing twice.
 */
export function createContractSettlement(db: Db, deps: SettlementDeps) {
  const graceMs = deps.windowGraceMs ?? 10_000;

  async function boundsOf(merchant: Merchant, ref: PeriodRef) {
    return periodBounds(db, ref.period, merchant.timeZone, ref.at);
  }

  /** The bills a period would get now (nothing written): the figures, tiers, rates and shares. */
  async function compute(merchant: Merchant, ref: PeriodRef, tx: Db = db) {
    const { start, end } = await periodBounds(tx, ref.period, merchant.timeZone, ref.at);
    const figures = await periodFigures(tx, {
      merchantId: merchant.id,
      kind: ref.kind,
      period: ref.period,
      start,
      end,
    });
    const bills = computeBills(ref.kind, figures);
    const byContract = new Map(figures.map((f) => [f.contractId, f]));
    return { start, end, bills, figures: byContract };
  }

  /** Whether the period has ended on the clock and its money is in the aggregates. */
  async function ready(start: Date, end: Date, period: ContractPeriod) {
    const now = deps.now().getTime();
    if (period === 'window') return now >= end.getTime() + graceMs;
    return now >= end.getTime() && (await periodFolded(db, end));
  }

  async function writeBills(
    merchant: Merchant,
    ref: PeriodRef,
    trigger: { by: 'job' | 'operator'; operatorId: number | null },
  ) {
    return db.transaction(async (tx) => {
      const { start, end } = await periodBounds(tx, ref.period, merchant.timeZone, ref.at);
      await lockPeriod(tx, `${merchant.id}:${ref.kind}:${ref.period}:${start.toISOString()}`);
      const settings = await findSettings(tx, merchant.id);
      const runId = await startRun(tx, {
        merchantId: merchant.id,
        kind: ref.kind,
        period: ref.period,
        start,
        end,
        trigger: trigger.by,
        operatorId: trigger.operatorId,
      });
      const current = await compute(merchant, ref, tx);
      // The period before, as it reads now: money that reached it after its bill (a late round) is the
      // difference, added to this bill (decision 0046).
      const before = await compute(merchant, { ...ref, at: new Date(start.getTime() - 1) }, tx);
      const beforeByContract = new Map(before.bills.map((b) => [b.contractId, b]));
      const previous = await previousBills(
        tx,
        current.bills.map((b) => b.contractId),
        start,
      );
      const bills: NewBill[] = current.bills.map((b) => {
        const f = current.figures.get(b.contractId)!;
        const prev = previous.get(b.contractId);
        const again = beforeByContract.get(b.contractId);
        const adjustment = prev && again ? measureOf(settings, again) - measureOfBill(prev) : 0n;
        const carriedIn = prev?.state === 'carried_over' ? prev.amountMinor : 0n;
        const amount = measureOf(settings, b) + adjustment + carriedIn;
        return {
          merchantId: merchant.id,
          contractId: b.contractId,
          agentId: b.agentId,
          kind: ref.kind,
          period: ref.period,
          periodStart: start,
          periodEnd: end,
          currency: merchant.currency,
          validBetMinor: f.validBetMinor,
          netLossMinor: f.netLossMinor,
          activeMembers: f.activeMembers,
          tier: b.tier,
          rateBp: b.rateBp,
          grossMinor: b.grossMinor,
          downlineMinor: b.downlineMinor,
          ownMinor: b.ownMinor,
          adjustmentMinor: adjustment,
          carriedInMinor: carriedIn,
          payer: settings.payer,
          amountMinor: amount,
          state: stateOf(settings, ref.kind, amount),
          runId,
        };
      });
      const written = await insertBills(tx, bills);
      return { runId, start, end, written };
    });
  }

  function stateOf(settings: ContractSettings, kind: ContractKind, amount: bigint): BillState {
    // A negative amount is carried to the next bill (a salary's late rollbacks always; a dividend's loss when the
    // merchant says so); a negative dividend otherwise pays nothing.
    if (amount < 0n) return kind !== 'dividend' || settings.carryNegativeDividend ? 'carried_over' : 'paid';
    // Nothing to pay (most bills of a 5-minute window): written paid, with no ledger entry and no second step.
    if (amount === 0n) return 'paid';
    if (amount > settings.approvalThresholdMinor) return 'pending_approval';
    return 'calculated';
  }

  /** Pays one calculated (or approved) bill: one ledger entry keyed by (contract, period), and the bill paid. */
  async function pay(merchant: Merchant, billId: number): Promise<BillRow | undefined> {
    try {
      return await db.transaction(async (tx) => {
        const bill = await findBill(tx, merchant.id, billId, true);
        if (!bill || bill.state !== 'calculated') return bill;
        if (bill.amountMinor <= 0n) {
          await updateBill(tx, bill.id, { state: 'paid' });
          return { ...bill, state: 'paid' };
        }
        const to = await deps.ledger.account(
          memberWalletIdentity(merchant, { id: bill.agentId, type: agentType(merchant) }),
          tx,
        );
        const from =
          bill.payer === 'upline' && bill.uplineId !== null
            ? await deps.ledger.account(
                memberWalletIdentity(merchant, { id: bill.uplineId, type: agentType(merchant) }),
                tx,
              )
            : await deps.ledger.account(merchantAccountIdentity(merchant, 'agent_commission', 'contracts'), tx);
        const entry = await deps.ledger.post(
          {
            merchantId: merchant.id,
            currency: bill.currency,
            kind: 'commission',
            source: contractPaymentSource,
            idempotencyKey: billPaymentKey(bill.contractId, bill.periodStart),
            memo: `${bill.kind} ${bill.periodStart.toISOString()}`,
            lines: [
              { accountId: to.id, amountMinor: bill.amountMinor },
              { accountId: from.id, amountMinor: -bill.amountMinor },
            ],
          },
          tx,
        );
        await updateBill(tx, bill.id, { state: 'paid', ledgerEntryId: entry.entryId });
        return { ...bill, state: 'paid' as const, ledgerEntryId: entry.entryId };
      });
    } catch (error) {
      // An upline wallet short of funds: the bill waits for the next run, with the reason shown.
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') {
        await updateBill(db, billId, { state: 'calculated', lastError: 'INSUFFICIENT_FUNDS' });
        return findBill(db, merchant.id, billId);
      }
      throw error;
    }
  }

  return {
    boundsOf,
    compute,
    pay,
    bills: (q: Parameters<typeof listBills>[1]) => listBills(db, q),

    /**
     * Settles a period: refused until it has ended and the aggregates hold it (`not_ready`); writes the bills
     * not yet written and pays every calculated one. Safe to run again, concurrently or after a crash.
     */
    async settle(
      merchantId: number,
      ref: PeriodRef,
      trigger: { by: 'job' | 'operator'; operatorId: number | null } = { by: 'job', operatorId: null },
    ) {
      const merchant = await deps.merchants.byId(merchantId);
      const { start, end } = await boundsOf(merchant, ref);
      if (!(await ready(start, end, ref.period)))
        throw new DomainError('conflict', { fields: [{ field: 'period', reason: 'period_not_closed' }] });
      const run = await writeBills(merchant, ref, trigger);
      let paid = 0n;
      for (const bill of await billsOfPeriod(db, merchant.id, ref.kind, ref.period, start)) {
        const after = bill.state === 'calculated' ? await pay(merchant, bill.id) : bill;
        if (after?.state === 'paid' && after.ledgerEntryId !== null && bill.state === 'calculated')
          paid += after.amountMinor;
      }
      const bills = await billsOfPeriod(db, merchant.id, ref.kind, ref.period, start);
      await finishRun(db, run.runId, run.written, paid);
      return { runId: run.runId, start, end, bills };
    },

    /**
     * An operator's decision on a bill waiting for approval: a rejection ends it; an approval pays it, except
     * above the second threshold, where a second operator (not the first) must approve too.
     */
    async decide(merchantId: number, billId: number, decision: 'approve' | 'reject', operatorId: number) {
      const merchant = await deps.merchants.byId(merchantId);
      const ready = await db.transaction(async (tx) => {
        const bill = await findBill(tx, merchant.id, billId, true);
        if (!bill) throw new DomainError('not_found');
        if (bill.state !== 'pending_approval')
          throw new DomainError('conflict', { fields: [{ field: 'billId', reason: 'bill_not_pending' }] });
        if (decision === 'reject') {
          await updateBill(tx, bill.id, { state: 'rejected', approvedBy: operatorId });
          return false;
        }
        if (bill.approvedBy === operatorId) throw new DomainError('same_operator_approval');
        const settings = await findSettings(tx, merchant.id);
        const approvals = bill.approvals + 1;
        const needed = bill.amountMinor > settings.secondApprovalThresholdMinor ? 2 : 1;
        await updateBill(tx, bill.id, {
          state: approvals >= needed ? 'calculated' : 'pending_approval',
          approvals,
          approvedBy: operatorId,
        });
        return approvals >= needed;
      });
      if (ready) await pay(merchant, billId);
      return (await findBill(db, merchant.id, billId))!;
    },

    /** What a re-run would change: each bill as written against what the figures give now. */
    async diff(merchantId: number, ref: PeriodRef) {
      const merchant = await deps.merchants.byId(merchantId);
      const now = await compute(merchant, ref);
      const written = new Map(
        (await billsOfPeriod(db, merchant.id, ref.kind, ref.period, now.start)).map((b) => [b.contractId, b]),
      );
      return now.bills.map((b) => {
        const was = written.get(b.contractId);
        const f = now.figures.get(b.contractId)!;
        return {
          contractId: b.contractId,
          agentId: b.agentId,
          billed: was ?? null,
          now: { ...b, validBetMinor: f.validBetMinor, netLossMinor: f.netLossMinor, activeMembers: f.activeMembers },
          changed: !was || was.grossMinor !== b.grossMinor || was.ownMinor !== b.ownMinor || was.tier !== b.tier,
        };
      });
    },
  };
}

/** Contract holders are agents: their wallet is the agent wallet (the merchant's first agent type names it). */
function agentType(merchant: Merchant) {
  return merchant.agentTypes[0] ?? 1;
}

export type ContractSettlement = ReturnType<typeof createContractSettlement>;
