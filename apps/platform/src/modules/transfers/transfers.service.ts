import { DomainError, toWireMoney, type TransferResult } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { AuditService } from '../audit/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { verifyPaymentPassword } from '../member-security/payment-password.ts';
import { isAgent, isMemberAccount, isTrial } from '../members/member-roles.ts';
import { findMemberById, findMemberByUsername } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import { memberWalletIdentity } from '../wallet/member-wallet.ts';

export interface TransferRequest {
  amountMinor: bigint;
  paymentPassword: string;
  requestId: string;
}

/** Ledger source of transfer entries; the idempotency key is `<sender id>:<client request id>`. */
const transferSource = 'transfers';

/** Whether `member` sits below `agent` in its tree (members store their ancestor path `/root/…/self/`). */
export const isInSubtreeOf = (member: Pick<MemberRow, 'id' | 'ancestorPath'>, agent: Pick<MemberRow, 'id'>) =>
  member.id !== agent.id && member.ancestorPath.includes(`/${agent.id}/`);

/**
 * Transfers between members of one merchant (SPEC §4 "Transfers", §6): a member to its direct upline, an agent
 * to a member of its own downline. One `transfer` ledger entry, sender wallet → receiver wallet, keyed by the
 * client's request id so a retried submit moves money once; an agent's transfer is audited in the same
 * transaction (P15).
 */
export function createTransferService(
  db: Db,
  deps: { ledger: LedgerService; audit: AuditService; rateLimiter: RateLimiter },
) {
  function refuseTrial(merchant: Merchant, member: MemberRow) {
    // spec: §6 — wallet and agent actions of a trial account are refused with 'need a true account'.
    if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
  }

  async function uplineOf(merchant: Merchant, member: MemberRow) {
    const upline = member.uplineId ? await findMemberById(db, merchant.id, member.uplineId) : undefined;
    if (!upline || !isMemberAccount(upline, merchant) || isTrial(upline, merchant)) throw new DomainError('no_upline');
    return upline;
  }

  async function move(
    merchant: Merchant,
    sender: MemberRow,
    receiver: MemberRow,
    request: TransferRequest,
    ip: string,
  ): Promise<TransferResult> {
    const attempt = () =>
      db.transaction(async (tx) => {
        const from = await deps.ledger.account(memberWalletIdentity(merchant, sender), tx);
        const to = await deps.ledger.account(memberWalletIdentity(merchant, receiver), tx);
        const { entryId, replayed } = await deps.ledger.post(
          {
            merchantId: merchant.id,
            currency: merchant.currency,
            kind: 'transfer',
            source: transferSource,
            idempotencyKey: `${sender.id}:${request.requestId}`,
            memo: `${sender.username} → ${receiver.username}`,
            lines: [
              { accountId: from.id, amountMinor: -request.amountMinor },
              { accountId: to.id, amountMinor: request.amountMinor },
            ],
          },
          tx,
        );
        const after = await deps.ledger.balance(merchant.id, from.id, tx);
        if (!replayed && isAgent(sender, merchant)) {
          await deps.audit.record(tx, {
            merchantId: merchant.id,
            actor: { type: 'agent', id: sender.id, name: sender.username, ip },
            action: 'transfer',
            target: `member:${receiver.username}`,
            before: { balance: toWireMoney(after + request.amountMinor) },
            after: { balance: toWireMoney(after), amount: toWireMoney(request.amountMinor), entryId },
          });
        }
        return {
          entryId,
          amount: toWireMoney(request.amountMinor),
          toUsername: receiver.username,
          balance: toWireMoney(after),
          replayed,
        };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two submits of one request id raced: the loser's transaction failed on the key; now it reads as a replay.
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  return {
    async uplineInfo(merchant: Merchant, member: MemberRow) {
      refuseTrial(merchant, member);
      const upline = member.uplineId ? await findMemberById(db, merchant.id, member.uplineId) : undefined;
      return {
        upline: upline?.username ?? null,
        balance: toWireMoney(await deps.ledger.balanceOf(memberWalletIdentity(merchant, member))),
        hasPaymentPassword: member.paymentPasswordHash !== null,
      };
    },

    async toUpline(merchant: Merchant, member: MemberRow, request: TransferRequest, ip: string) {
      refuseTrial(merchant, member);
      const upline = await uplineOf(merchant, member);
      await verifyPaymentPassword(deps.rateLimiter, member, request.paymentPassword);
      return move(merchant, member, upline, request, ip);
    },

    async toDownline(merchant: Merchant, agent: MemberRow, username: string, request: TransferRequest, ip: string) {
      refuseTrial(merchant, agent);
      if (!isAgent(agent, merchant)) throw new DomainError('error_not_agent');
      const target = await findMemberByUsername(db, merchant.id, username);
      if (!target || !isInSubtreeOf(target, agent) || !isMemberAccount(target, merchant) || isTrial(target, merchant)) {
        throw new DomainError('not_downline', { fields: [{ field: 'username', reason: 'not_downline' }] });
      }
      await verifyPaymentPassword(deps.rateLimiter, agent, request.paymentPassword);
      return move(merchant, agent, target, request, ip);
    },

    /**
     * GCS_walletTransfer, the recall of game-wallet balances into the main wallet. This merchant runs a single
     * wallet (ARCHITECTURE.md "Seamless wallet": games debit the main wallet), so there is never anything to
     * recall; the honest answer is the main balance and 0 recalled.
     */
    async recall(merchant: Merchant, member: MemberRow) {
      refuseTrial(merchant, member);
      const balance = toWireMoney(await deps.ledger.balanceOf(memberWalletIdentity(merchant, member)));
      return { recalled: 0, balance, isSingle: true as const };
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
