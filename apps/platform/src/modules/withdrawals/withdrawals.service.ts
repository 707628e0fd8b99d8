import { DomainError, toWireMoney, type MemberWithdrawal } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MemberSecurityService } from '../member-security/member-security.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { VipService } from '../vip/vip.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { readProofImage } from './proof-image.ts';
import { computeTurnover, type Turnover } from './turnover.ts';
import type { WithdrawalSettingsService } from './withdrawal-settings.service.ts';
import { toMemberWithdrawal } from './withdrawal-views.ts';
import {
  countWithdrawalsToday,
  sumWithdrawalsToday,
  findMemberBankAccount,
  insertWithdrawal,
  listMemberWithdrawalRows,
  lockMemberWithdrawals,
  lockWithdrawal,
  nextWithdrawalId,
  updateWithdrawal,
} from './withdrawals.queries.ts';

export const withdrawalSource = 'withdrawals';

/** The payment-clearing account that holds requested withdrawals until they are paid or released. */
export const withdrawalClearing = (merchant: Merchant) =>
  merchantAccountIdentity(merchant, 'payment_clearing', 'withdrawals');

const wireTurnover = (t: Turnover) => ({
  requirement: toWireMoney(t.requirementMinor),
  progress: toWireMoney(t.progressMinor),
  remaining: toWireMoney(t.remainingMinor),
  met: t.met,
});

const amountError = (code: 'withdraw_amount_below_min' | 'withdraw_amount_above_max', limit: bigint) =>
  new DomainError(code, { fields: [{ field: 'amount', reason: code, params: { limit: toWireMoney(limit) } }] });

/** The member's side of withdrawals: limits and turnover, requests, its own list, and receipt confirmation. */
export function createWithdrawalService(
  db: Db,
  deps: {
    ledger: LedgerService;
    security: MemberSecurityService;
    settings: WithdrawalSettingsService;
    bonusWallet: BonusWalletService;
    kyc: KycService;
    vip: VipService;
  },
) {
  /** The daily count that applies: the member's rank's own (decision 0082), else the merchant's rule. */
  async function dailyLimits(merchant: Merchant, member: MemberRow, merchantCount: number, tx?: Db) {
    const perks = await deps.vip.perksOf(merchant.id, member.id, tx);
    return {
      byRank: perks.withdrawDailyCount > 0,
      count: perks.withdrawDailyCount > 0 ? perks.withdrawDailyCount : merchantCount,
      amountMinor: perks.withdrawDailyAmountMinor,
    };
  }

  /** The member's bonus wallet account id, null when it never had a bonus. */
  async function bonusWalletId(merchant: Merchant, member: MemberRow) {
    const account = await deps.ledger.existingAccount({
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: 'bonus_wallet',
      ownerMemberId: member.id,
    });
    return account?.id ?? null;
  }

  function realMember(merchant: Merchant, member: MemberRow) {
    // spec: §6 — trial accounts have no wallet actions.
    if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
  }

  return {
    async settingsFor(merchant: Merchant, member: MemberRow) {
      realMember(merchant, member);
      const rules = await deps.settings.rules(merchant.id);
      const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member));
      const bonusWalletAccountId = await bonusWalletId(merchant, member);
      const limits = await dailyLimits(merchant, member, rules.dailyCount);
      const [today, turnover] = await Promise.all([
        countWithdrawalsToday(db, member.id),
        computeTurnover(db, { memberId: member.id, walletAccountId: wallet.id, bonusWalletAccountId, rules }),
      ]);
      return {
        minimumAmount: toWireMoney(rules.minAmountMinor),
        maximumAmount: toWireMoney(rules.maxAmountMinor),
        dailyCount: limits.count,
        dailyCountLeft: Math.max(0, limits.count - today),
        bankChangeCoolingHours: rules.bankChangeCoolingHours,
        balance: toWireMoney(wallet.balanceMinor),
        turnover: wireTurnover(turnover),
      };
    },

    /**
     * Checks the request (amount, the merchant's KYC level and minimum age, payment password), then in ONE
     * transaction (under the member's lock, so concurrent requests queue): daily count and amount (the rank's own
     * limits when it has them: withdraw_rank_daily_count_reached, withdraw_rank_daily_amount_reached), the forfeit of an active bonus
     * (only when the player confirmed it: `forfeitBonus`, else bonus_forfeit_required), turnover, the
     * `withdrawal_hold` entry (wallet → clearing; the ledger refuses a short wallet) and the request row. Any refusal
     * leaves nothing behind.
     */
    async request(
      merchant: Merchant,
      member: MemberRow,
      input: { amountMinor: bigint; bankAccountId: number; paymentPassword: string; forfeitBonus?: boolean },
    ): Promise<MemberWithdrawal> {
      realMember(merchant, member);
      const rules = await deps.settings.rules(merchant.id);
      if (input.amountMinor < rules.minAmountMinor)
        throw amountError('withdraw_amount_below_min', rules.minAmountMinor);
      if (input.amountMinor > rules.maxAmountMinor)
        throw amountError('withdraw_amount_above_max', rules.maxAmountMinor);
      await deps.kyc.assertMayWithdraw(merchant, member, input.amountMinor);
      await deps.security.verifyPaymentPassword(member, input.paymentPassword);
      const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member));
      const clearing = await deps.ledger.account(withdrawalClearing(merchant));
      const bonusWalletAccountId = await bonusWalletId(merchant, member);

      const row = await db.transaction(async (tx) => {
        await lockMemberWithdrawals(tx, member.id);
        const account = await findMemberBankAccount(tx, member.id, input.bankAccountId);
        if (!account) throw new DomainError('not_found');
        if (account.coolingUntil && account.coolingUntil.getTime() > Date.now()) {
          throw new DomainError('bank_account_cooling_off', {
            value: { coolingUntil: account.coolingUntil.toISOString() },
          });
        }
        const limits = await dailyLimits(merchant, member, rules.dailyCount, tx);
        if ((await countWithdrawalsToday(tx, member.id)) >= limits.count) {
          throw limits.byRank
            ? new DomainError('withdraw_rank_daily_count_reached', { value: { limit: limits.count } })
            : new DomainError('withdraw_daily_count_reached');
        }
        if (limits.amountMinor > 0n) {
          const leftMinor = limits.amountMinor - (await sumWithdrawalsToday(tx, member.id));
          if (input.amountMinor > leftMinor) {
            throw new DomainError('withdraw_rank_daily_amount_reached', {
              fields: [
                {
                  field: 'amount',
                  reason: 'withdraw_rank_daily_amount_reached',
                  params: {
                    limit: toWireMoney(limits.amountMinor),
                    left: toWireMoney(leftMinor > 0n ? leftMinor : 0n),
                  },
                },
              ],
            });
          }
        }
        const activeBonus = await deps.bonusWallet.active(merchant.id, member.id, tx);
        if (activeBonus && !input.forfeitBonus) {
          throw new DomainError('bonus_forfeit_required', { value: { bonusId: activeBonus.id } });
        }
        if (activeBonus) await deps.bonusWallet.forfeit(merchant.id, member.id, activeBonus.id, tx);
        const turnover = await computeTurnover(tx, {
          memberId: member.id,
          walletAccountId: wallet.id,
          bonusWalletAccountId,
          rules,
        });
        if (!turnover.met) throw new DomainError('withdraw_turnover_not_met', { value: wireTurnover(turnover) });
        const id = await nextWithdrawalId(tx);
        const hold = await deps.ledger.post(
          {
            merchantId: merchant.id,
            currency: merchant.currency,
            kind: 'withdrawal_hold',
            source: withdrawalSource,
            idempotencyKey: `withdrawal:${id}:hold`,
            memo: `#${id}`,
            lines: [
              { accountId: wallet.id, amountMinor: -input.amountMinor },
              { accountId: clearing.id, amountMinor: input.amountMinor },
            ],
          },
          tx,
        );
        return insertWithdrawal(tx, {
          id,
          merchantId: merchant.id,
          memberId: member.id,
          bankAccountId: account.id,
          payeeName: account.payeeName,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          currency: merchant.currency,
          walletAccountId: wallet.id,
          amountMinor: input.amountMinor,
          status: 'pending',
          holdEntryId: hold.entryId,
        });
      });
      return toMemberWithdrawal(row, rules.autoConfirmMinutes);
    },

    async list(merchant: Merchant, member: MemberRow, pageNo: number, pageSize: number) {
      realMember(merchant, member);
      const rules = await deps.settings.rules(merchant.id);
      const { rows, total } = await listMemberWithdrawalRows(db, member.id, {
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map((r) => toMemberWithdrawal(r, rules.autoConfirmMinutes)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    /** Paid withdrawals that wait for the member's answer (SPEC §4 "Withdrawal confirmation"). */
    async awaitingConfirmation(merchant: Merchant, member: MemberRow) {
      realMember(merchant, member);
      const rules = await deps.settings.rules(merchant.id);
      const { rows } = await listMemberWithdrawalRows(db, member.id, { statuses: ['paid'], offset: 0, limit: 100 });
      return rows.map((r) => toMemberWithdrawal(r, rules.autoConfirmMinutes));
    },

    /**
     * The member's answer on a paid withdrawal: received, all received, or not received with a proof image.
     * A "not received" may later become received; a received one is final.
     */
    async confirm(
      merchant: Merchant,
      member: MemberRow,
      input: { withdrawalId: number; answer: 'received' | 'all_received' | 'not_received'; proofImage?: string },
    ): Promise<MemberWithdrawal> {
      realMember(merchant, member);
      if (input.answer === 'not_received' && !input.proofImage) {
        throw new DomainError('proof_image_required', {
          fields: [{ field: 'proofImage', reason: 'proof_image_required' }],
        });
      }
      const proof = input.answer === 'not_received' && input.proofImage ? readProofImage(input.proofImage) : null;
      const rules = await deps.settings.rules(merchant.id);
      const row = await db.transaction(async (tx) => {
        const current = await lockWithdrawal(tx, merchant.id, input.withdrawalId);
        if (!current || current.memberId !== member.id) throw new DomainError('not_found');
        const allowed = input.answer === 'not_received' ? ['paid'] : ['paid', 'not_received'];
        if (!allowed.includes(current.status)) throw new DomainError('withdrawal_state_invalid');
        return updateWithdrawal(tx, current.id, {
          status: input.answer,
          confirmedAt: new Date(),
          ...(proof ? { proofMime: proof.mime, proofImage: proof.bytes } : {}),
        });
      });
      return toMemberWithdrawal(row, rules.autoConfirmMinutes);
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
