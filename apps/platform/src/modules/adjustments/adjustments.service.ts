import {
  DomainError,
  toWireMoney,
  updateAdjustmentSettings,
  type Adjustment,
  type AdjustmentReasonCode,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, WalletAdjustmentRow } from '../../db/schema/index.ts';
import type { AccountRecordsService } from '../account-records/account-records.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ProtectedSettings } from '../protection-changes/protection-changes.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  findAdjustment,
  findAdjustmentByRequestId,
  findThreshold,
  insertAdjustment,
  listAdjustmentRows,
  lockAdjustment,
  saveThreshold,
  updateAdjustment,
} from './adjustments.queries.ts';

/** Until a merchant sets its own, adjustments above 1,000.00 wait for a second operator. */
export const defaultDualApprovalThresholdMinor = 100_000n;

export interface AdjustmentRequest {
  memberId: number;
  direction: 'credit' | 'debit';
  amountMinor: bigint;
  reasonCode: AdjustmentReasonCode;
  note: string;
  requestId: string;
}

function toWire(row: WalletAdjustmentRow, username: string): Adjustment {
  return {
    id: row.id,
    memberId: row.memberId,
    username,
    direction: row.direction,
    amount: toWireMoney(row.amountMinor),
    reasonCode: row.reasonCode as AdjustmentReasonCode,
    note: row.note,
    status: row.status,
    requestedBy: row.requestedByName,
    decidedBy: row.decidedByName,
    entryId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const sameRequest = (row: WalletAdjustmentRow, input: AdjustmentRequest) =>
  row.memberId === input.memberId &&
  row.direction === input.direction &&
  row.amountMinor === input.amountMinor &&
  row.reasonCode === input.reasonCode &&
  row.note === input.note;

/**
 * Console wallet view and manual adjustments (issue 4 "Console"). An adjustment is one `adjustment` ledger entry
 * between the member's wallet and the merchant's promotion budget `adjustments`; above the merchant threshold it
 * waits for a second, different operator. Every step is audited in its transaction (P15); a debit can't take a
 * wallet below zero (the ledger refuses it).
 */
export function createAdjustmentService(
  db: Db,
  deps: { ledger: LedgerService; audit: AuditService; records: AccountRecordsService },
) {
  async function memberOfMerchant(merchant: Merchant, memberId: number) {
    const member = await findMemberById(db, merchant.id, memberId);
    if (!member) throw new DomainError('not_found');
    return member;
  }

  const thresholdOf = async (merchantId: number, tx: Db = db) =>
    (await findThreshold(tx, merchantId)) ?? defaultDualApprovalThresholdMinor;

  /** The threshold as a protected setting: owners change it, and raising it waits (decision 0019). */
  const protectedSettings: ProtectedSettings = {
    current: async (merchantId, tx) => ({ dualApprovalThreshold: toWireMoney(await thresholdOf(merchantId, tx)) }),
    check: async (_merchantId, change) => {
      updateAdjustmentSettings.request.parse(change);
    },
    async apply(tx, merchantId, change, actor) {
      const thresholdMinor = updateAdjustmentSettings.request.parse(change).dualApprovalThreshold;
      const before = await thresholdOf(merchantId, tx);
      await saveThreshold(tx, merchantId, thresholdMinor);
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action: 'wallet.adjustment.settings',
        target: 'merchant',
        before: { dualApprovalThreshold: toWireMoney(before) },
        after: { dualApprovalThreshold: toWireMoney(thresholdMinor) },
      });
    },
  };

  /** Posts the adjustment's entry inside `tx` and audits it; answers the entry id. */
  async function post(tx: Db, merchant: Merchant, member: MemberRow, row: WalletAdjustmentRow, actor: Actor) {
    const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
    const budget = await deps.ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', 'adjustments'), tx);
    const signed = row.direction === 'credit' ? row.amountMinor : -row.amountMinor;
    const { entryId } = await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'adjustment',
        source: 'console-adjustments',
        idempotencyKey: `adjustment:${row.id}`,
        // The member sees the memo in its account record: the adjustment number only, never the operators' note.
        memo: `#${row.id}`,
        lines: [
          { accountId: wallet.id, amountMinor: signed },
          { accountId: budget.id, amountMinor: -signed },
        ],
      },
      tx,
    );
    const after = await deps.ledger.balance(merchant.id, wallet.id, tx);
    await deps.audit.record(tx, {
      merchantId: merchant.id,
      actor,
      action: 'wallet.adjustment.post',
      target: `member:${member.username}`,
      before: { balance: toWireMoney(after - signed) },
      after: { balance: toWireMoney(after), adjustmentId: row.id, entryId },
    });
    return entryId;
  }

  return {
    protectedSettings,

    async wallet(merchant: Merchant, memberId: number, pageNo: number, pageSize: number) {
      const member = await memberOfMerchant(merchant, memberId);
      const identity = memberWalletIdentity(merchant, member);
      const page = await deps.records.page(identity, { pageNo, pageSize });
      return {
        balance: toWireMoney(page.balanceMinor),
        currency: merchant.currency,
        accountKind: identity.kind,
        list: page.list,
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },

    async request(merchant: Merchant, input: AdjustmentRequest, actor: Actor): Promise<Adjustment> {
      const member = await memberOfMerchant(merchant, input.memberId);
      // A trial account has no wallet (SPEC §6).
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const replay = async () => {
        const existing = await findAdjustmentByRequestId(db, merchant.id, input.requestId);
        if (!existing) return undefined;
        if (!sameRequest(existing, input)) throw new DomainError('DUPLICATE_TRANSACTION');
        return toWire(existing, member.username);
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const threshold = await thresholdOf(merchant.id);
      const created = await db.transaction(async (tx) => {
        const row = await insertAdjustment(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          direction: input.direction,
          amountMinor: input.amountMinor,
          reasonCode: input.reasonCode,
          note: input.note,
          status: 'pending',
          requestId: input.requestId,
          requestedBy: actor.id,
          requestedByName: actor.name,
        });
        if (!row) return undefined;
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'wallet.adjustment.request',
          target: `member:${member.username}`,
          before: null,
          after: {
            adjustmentId: row.id,
            direction: row.direction,
            amount: toWireMoney(row.amountMinor),
            reasonCode: row.reasonCode,
            note: row.note,
            needsSecondOperator: row.amountMinor > threshold,
          },
        });
        if (row.amountMinor > threshold) return row;
        const entryId = await post(tx, merchant, member, row, actor);
        return updateAdjustment(tx, row.id, { status: 'posted', entryId, decidedAt: new Date() });
      });
      if (created) return toWire(created, member.username);
      // The same request id was inserted concurrently: answer that one.
      const raced = await replay();
      if (!raced) throw new Error('adjustment neither inserted nor found');
      return raced;
    },

    async decide(merchant: Merchant, adjustmentId: number, decision: 'approve' | 'reject', actor: Actor) {
      const adjustment = await findAdjustment(db, merchant.id, adjustmentId);
      if (!adjustment) throw new DomainError('not_found');
      const member = await memberOfMerchant(merchant, adjustment.memberId);
      const decided = await db.transaction(async (tx) => {
        const row = await lockAdjustment(tx, merchant.id, adjustmentId);
        if (!row) throw new DomainError('not_found');
        if (row.status !== 'pending') throw new DomainError('conflict');
        if (row.requestedBy === actor.id) throw new DomainError('same_operator_approval');
        const decidedFields = { decidedBy: actor.id, decidedByName: actor.name, decidedAt: new Date() };
        if (decision === 'reject') {
          await deps.audit.record(tx, {
            merchantId: merchant.id,
            actor,
            action: 'wallet.adjustment.reject',
            target: `member:${member.username}`,
            before: { adjustmentId: row.id, status: row.status },
            after: { adjustmentId: row.id, status: 'rejected' },
          });
          return updateAdjustment(tx, row.id, { status: 'rejected', ...decidedFields });
        }
        const entryId = await post(tx, merchant, member, row, actor);
        return updateAdjustment(tx, row.id, { status: 'posted', entryId, ...decidedFields });
      });
      return toWire(decided, member.username);
    },

    async list(
      merchantId: number,
      filter: { status?: 'pending' | 'posted' | 'rejected'; memberId?: number },
      pageNo: number,
      pageSize: number,
    ) {
      const { rows, total } = await listAdjustmentRows(db, merchantId, filter, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => toWire(r.adjustment, r.username)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async settings(merchantId: number) {
      return { dualApprovalThreshold: toWireMoney(await thresholdOf(merchantId)) };
    },

    /** The merchant's dual-approval threshold in minor units (an application's approval uses it, decision 0077). */
    thresholdMinor: (merchantId: number) => thresholdOf(merchantId),
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
