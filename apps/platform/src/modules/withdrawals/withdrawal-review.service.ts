import {
  DomainError,
  toWireMoney,
  type ConsoleWithdrawal,
  type WithdrawalPlayer,
  type WithdrawalStatus,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { WithdrawalRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import { merchantAccountIdentity } from '../wallet/member-wallet.ts';
import type { WithdrawalSettingsService } from './withdrawal-settings.service.ts';
import { toConsoleWithdrawal } from './withdrawal-views.ts';
import { withdrawalClearing, withdrawalSource } from './withdrawals.service.ts';
import {
  findWithdrawal,
  listQueueRows,
  lockWithdrawal,
  playerContextRows,
  updateWithdrawal,
  type QueueFilter,
  type WithdrawalPatch,
} from './withdrawals.queries.ts';

/** The operator actions and the statuses each may start from (anything else is `withdrawal_state_invalid`). */
export const reviewTransitions = {
  approve: ['pending', 'awaiting_second_approval'],
  pay: ['approved'],
  reject: ['pending', 'awaiting_second_approval', 'approved'],
} as const satisfies Record<string, readonly WithdrawalStatus[]>;

type ReviewAction = keyof typeof reviewTransitions;

/**
 * The statuses the member hears of live (on commit): paid (the money left: `info_withdraw_approve`) and rejected
 * (the hold is released: `info_withdraw_reject`). An approval alone is a step of the review, not yet an outcome.
 */
const memberNotice: Partial<Record<WithdrawalStatus, 'info_withdraw_approve' | 'info_withdraw_reject'>> = {
  paid: 'info_withdraw_approve',
  rejected: 'info_withdraw_reject',
};

const snapshot = (w: WithdrawalRow) => ({
  status: w.status,
  amount: toWireMoney(w.amountMinor),
  member: w.memberId,
  rejectReason: w.rejectReason,
});

/**
 * The console's withdrawal queue and its state machine:
 * pending —approve→ approved (or awaiting_second_approval at or above the merchant's threshold, whose approval must
 * come from another operator) —pay→ paid (`withdrawal_paid`: clearing → outside world `channel:bank`);
 * pending, awaiting_second_approval or approved —reject→ rejected (`withdrawal_release`: clearing → wallet).
 * Each action locks the row, moves the money, updates the row and writes the audit row in one transaction, so
 * concurrent actions on one withdrawal act once.
 */
export function createWithdrawalReviewService(
  db: Db,
  deps: {
    ledger: LedgerService;
    audit: AuditService;
    merchants: MerchantService;
    settings: WithdrawalSettingsService;
    kyc: KycService;
  },
) {
  async function view(merchantId: number, id: number): Promise<ConsoleWithdrawal> {
    const [rules, { rows }] = await Promise.all([
      deps.settings.rules(merchantId),
      listQueueRows(db, merchantId, { id }, 0, 1),
    ]);
    const row = rows[0];
    if (!row) throw new DomainError('not_found');
    return toConsoleWithdrawal(row, rules);
  }

  async function act(
    merchantId: number,
    withdrawalId: number,
    action: ReviewAction,
    actor: Actor,
    decide: (current: WithdrawalRow, tx: Db) => Promise<WithdrawalPatch>,
  ): Promise<ConsoleWithdrawal> {
    await db.transaction(async (tx) => {
      const current = await lockWithdrawal(tx, merchantId, withdrawalId);
      if (!current) throw new DomainError('not_found');
      if (!(reviewTransitions[action] as readonly WithdrawalStatus[]).includes(current.status)) {
        throw new DomainError('withdrawal_state_invalid', { value: { status: current.status } });
      }
      const updated = await updateWithdrawal(tx, current.id, await decide(current, tx));
      const notice = memberNotice[updated.status];
      if (notice) {
        await notifyMember(tx, merchantId, updated.memberId, {
          type: 'notice',
          key: notice,
          at: new Date(),
          amountMinor: updated.amountMinor,
        });
      }
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action: `withdrawal.${action}`,
        target: `withdrawal:${current.id}`,
        before: snapshot(current),
        after: snapshot(updated),
      });
    });
    return view(merchantId, withdrawalId);
  }

  /** What a reviewer weighs about each player of a queue page (aggregates and flags, see `playerContextRows`). */
  async function playerContexts(merchantId: number, memberIds: number[]): Promise<WithdrawalPlayer[]> {
    const [rows, kyc] = await Promise.all([
      playerContextRows(db, merchantId, memberIds),
      deps.kyc.levels(merchantId, memberIds),
    ]);
    return rows.map((r) => ({
      memberId: r.member_id,
      balance: toWireMoney(BigInt(r.balance)),
      deposits: toWireMoney(BigInt(r.deposits)),
      withdrawals: toWireMoney(BigInt(r.withdrawals)),
      turnover: toWireMoney(BigInt(r.bets)),
      registeredAt: new Date(r.created_at).toISOString(),
      kycLevel: kyc.byMember.get(r.member_id) ?? 0,
      kycRequiredLevel: kyc.required,
      openRiskAlerts: r.open_alerts,
      locked: r.locked,
    }));
  }

  return {
    async queue(merchantId: number, filter: QueueFilter, pageNo: number, pageSize: number) {
      const [rules, { rows, total }] = await Promise.all([
        deps.settings.rules(merchantId),
        listQueueRows(db, merchantId, filter, (pageNo - 1) * pageSize, pageSize),
      ]);
      return {
        list: rows.map((r) => toConsoleWithdrawal(r, rules)),
        players: await playerContexts(merchantId, [...new Set(rows.map((r) => r.withdrawal.memberId))]),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async approve(merchantId: number, withdrawalId: number, actor: Actor) {
      const rules = await deps.settings.rules(merchantId);
      return act(merchantId, withdrawalId, 'approve', actor, async (current) => {
        const now = new Date();
        if (current.status === 'awaiting_second_approval') {
          if (current.firstApproverId === actor.id) throw new DomainError('withdrawal_same_approver');
          return { status: 'approved', secondApproverId: actor.id, secondApprovedAt: now };
        }
        const needsSecond = current.amountMinor >= rules.dualApprovalThresholdMinor;
        return {
          status: needsSecond ? 'awaiting_second_approval' : 'approved',
          firstApproverId: actor.id,
          firstApprovedAt: now,
        };
      });
    },

    async pay(merchantId: number, withdrawalId: number, actor: Actor) {
      const merchant = await deps.merchants.byId(merchantId);
      const clearing = await deps.ledger.account(withdrawalClearing(merchant));
      const bank = await deps.ledger.account(merchantAccountIdentity(merchant, 'outside_world', 'channel:bank'));
      return act(merchantId, withdrawalId, 'pay', actor, async (current, tx) => {
        const entry = await deps.ledger.post(
          {
            merchantId,
            currency: current.currency,
            kind: 'withdrawal_paid',
            source: withdrawalSource,
            idempotencyKey: `withdrawal:${current.id}:paid`,
            memo: `#${current.id}`,
            lines: [
              { accountId: clearing.id, amountMinor: -current.amountMinor },
              { accountId: bank.id, amountMinor: current.amountMinor },
            ],
          },
          tx,
        );
        return { status: 'paid', paidEntryId: entry.entryId, paidBy: actor.id, paidAt: new Date() };
      });
    },

    async reject(merchantId: number, withdrawalId: number, reason: string, actor: Actor) {
      const merchant = await deps.merchants.byId(merchantId);
      const clearing = await deps.ledger.account(withdrawalClearing(merchant));
      return act(merchantId, withdrawalId, 'reject', actor, async (current, tx) => {
        const entry = await deps.ledger.post(
          {
            merchantId,
            currency: current.currency,
            kind: 'withdrawal_release',
            source: withdrawalSource,
            idempotencyKey: `withdrawal:${current.id}:release`,
            memo: `#${current.id}`,
            lines: [
              { accountId: clearing.id, amountMinor: -current.amountMinor },
              { accountId: current.walletAccountId, amountMinor: current.amountMinor },
            ],
          },
          tx,
        );
        return {
          status: 'rejected',
          releaseEntryId: entry.entryId,
          rejectReason: reason,
          rejectedBy: actor.id,
          rejectedAt: new Date(),
        };
      });
    },

    async proof(merchantId: number, withdrawalId: number) {
      const row = await findWithdrawal(db, merchantId, withdrawalId);
      if (!row?.proofImage || !row.proofMime) throw new DomainError('not_found');
      return { mimeType: row.proofMime, data: row.proofImage.toString('base64') };
    },
  };
}

export type WithdrawalReviewService = ReturnType<typeof createWithdrawalReviewService>;
