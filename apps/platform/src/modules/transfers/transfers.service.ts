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
import type { Actor } from '../merchants/merchants.service.ts';
import { findC2cLimits, lockC2cSender, saveC2cLimits, sentToday, type C2cLimits } from './c2c.queries.ts';

export interface TransferRequest {
  amountMinor: bigint;
  paymentPassword: string;
  requestId: string;
}

/** Ledger source of transfer entries; the idempotency key is `<sender id>:<client request id>`. */
const transferSource = 'transfers';
/** Ledger source of player-to-player transfers (C2CTRANS3): same kind, own source, so their daily sum is theirs. */
const c2cSource = 'c2c';

/** The limits of a merchant that never set its own (migration 0027's table holds the merchant's). */
export const defaultC2cLimits: C2cLimits = { minMinor: 100n, maxMinor: 100_000n, dailyMaxMinor: 500_000n };

/** Checks run inside a transfer's transaction after its posting; a throw rolls the whole transfer back. */
type AfterPosting = (tx: Db, posted: { fromAccountId: number; replayed: boolean }) => Promise<void>;

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
    options: { source: string; before?: (tx: Db) => Promise<void>; after?: AfterPosting } = { source: transferSource },
  ): Promise<TransferResult> {
    const attempt = () =>
      db.transaction(async (tx) => {
        await options.before?.(tx);
        const from = await deps.ledger.account(memberWalletIdentity(merchant, sender), tx);
        const to = await deps.ledger.account(memberWalletIdentity(merchant, receiver), tx);
        const { entryId, replayed } = await deps.ledger.post(
          {
            merchantId: merchant.id,
            currency: merchant.currency,
            kind: 'transfer',
            source: options.source,
            idempotencyKey: `${sender.id}:${request.requestId}`,
            memo: `${sender.username} → ${receiver.username}`,
            lines: [
              { accountId: from.id, amountMinor: -request.amountMinor },
              { accountId: to.id, amountMinor: request.amountMinor },
            ],
          },
          tx,
        );
        await options.after?.(tx, { fromAccountId: from.id, replayed });
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
     * `MCSFE_processC2CTransaction` (C2CTRANS3): a real account sends money to another real player account of the
     * merchant, within the merchant's minimum and maximum per transfer and its daily maximum per sender (today in
     * the merchant's time zone). The sender's transfers are serialised; the daily sum is read after the posting in
     * the same transaction, so a transfer past the limit leaves nothing behind, and a replay answers the first.
     */
    async toPlayer(merchant: Merchant, sender: MemberRow, toUsername: string, request: TransferRequest, ip: string) {
      refuseTrial(merchant, sender);
      const limits = await this.c2cLimits(merchant);
      if (request.amountMinor < limits.minMinor || request.amountMinor > limits.maxMinor) {
        throw new DomainError('transfer_amount_out_of_range', {
          fields: [
            {
              field: 'amount',
              reason: 'transfer_amount_out_of_range',
              params: { min: toWireMoney(limits.minMinor), max: toWireMoney(limits.maxMinor) },
            },
          ],
        });
      }
      // The payment password first: without it, nobody learns which usernames can receive.
      await verifyPaymentPassword(deps.rateLimiter, sender, request.paymentPassword);
      const receiver = await findMemberByUsername(db, merchant.id, toUsername);
      if (
        !receiver ||
        receiver.id === sender.id ||
        receiver.status !== 'active' ||
        !isMemberAccount(receiver, merchant) ||
        isAgent(receiver, merchant) ||
        isTrial(receiver, merchant)
      ) {
        throw new DomainError('not_found', { fields: [{ field: 'toUsername', reason: 'not_found' }] });
      }
      return move(merchant, sender, receiver, request, ip, {
        source: c2cSource,
        before: (tx) => lockC2cSender(tx, sender.id),
        after: async (tx, posted) => {
          if (posted.replayed) return;
          const sent = await sentToday(tx, {
            merchantId: merchant.id,
            accountId: posted.fromAccountId,
            source: c2cSource,
            timeZone: merchant.timeZone,
          });
          if (sent > limits.dailyMaxMinor) throw new DomainError('transfer_daily_limit_reached');
        },
      });
    },

    /** The merchant's C2C limits: its own, or the defaults. */
    async c2cLimits(merchant: Pick<Merchant, 'id'>): Promise<C2cLimits> {
      return (await findC2cLimits(db, merchant.id)) ?? defaultC2cLimits;
    },

    /** Changes the merchant's C2C limits (minimum ≤ maximum ≤ daily maximum), audited in the same transaction. */
    async updateC2cLimits(merchant: Pick<Merchant, 'id'>, limits: C2cLimits, actor: Actor): Promise<C2cLimits> {
      if (limits.minMinor > limits.maxMinor || limits.maxMinor > limits.dailyMaxMinor) {
        throw new DomainError('request_param_err', { fields: [{ field: 'maxAmount', reason: 'min_above_max' }] });
      }
      const before = await this.c2cLimits(merchant);
      await db.transaction(async (tx) => {
        await saveC2cLimits(tx, merchant.id, limits);
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'merchant.c2c_limits.update',
          target: 'c2c',
          before: wireLimits(before),
          after: wireLimits(limits),
        });
      });
      return limits;
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

const wireLimits = (limits: C2cLimits) => ({
  minAmount: toWireMoney(limits.minMinor),
  maxAmount: toWireMoney(limits.maxMinor),
  dailyMaxAmount: toWireMoney(limits.dailyMaxMinor),
});

/** The C2C settings as the console reads them. */
export const c2cSettingsOf = (merchant: Pick<Merchant, 'enabledModules'>, limits: C2cLimits) => ({
  ...wireLimits(limits),
  enabled: merchant.enabledModules.has('C2CTRANS3'),
});
