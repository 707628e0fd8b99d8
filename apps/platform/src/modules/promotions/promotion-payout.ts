import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, PromotionRow } from '../../db/schema/index.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { bonusTermsOf, promotionRef } from './promotion-rules.ts';
import { notePromotionCashPaid } from './promotions.queries.ts';

interface PayoutCommon {
  merchant: Merchant;
  member: MemberRow;
  amountMinor: bigint;
  /** The idempotency key of the grant or the ledger entry: a repeat pays nothing more. */
  key: string;
  /** The ledger entry's kind and memo when paid in cash. */
  kind: 'rebate' | 'promotion_prize' | 'vip_reward';
  memo: string;
  at: Date;
}

/**
 * Whose budget pays: a promotion's own account (cash, or a bonus on the promotion's terms), or a standing
 * promotion budget of the merchant named by its reference (`vip`: rank rewards, decision 0082), in cash.
 */
export type PromotionPayout = PayoutCommon &
  ({ promotion: PromotionRow; payAs: 'cash' | 'bonus' } | { budgetRef: string; payAs: 'cash' });

/**
 * Pays a promotion's reward from its budget, once: as a bonus (with the promotion's terms, and a notice) or as cash
 * (one balanced entry budget → wallet). A budget that would go below zero is promotion_budget_exhausted (the
 * standing `vip` budget may run negative like the level-up rewards' one, decision 0078).
 */
export async function payFromPromotionBudget(
  tx: Db,
  deps: { ledger: LedgerService; bonusWallet: BonusWalletService },
  payout: PromotionPayout,
) {
  const { merchant, member, amountMinor, key, kind, memo, at } = payout;
  const budgetRef = 'promotion' in payout ? promotionRef(payout.promotion.id) : payout.budgetRef;
  try {
    if ('promotion' in payout && payout.payAs === 'bonus') {
      const p = payout.promotion;
      const granted = await deps.bonusWallet.grantIn(tx, {
        merchant,
        member,
        source: promotionRef(p.id),
        grantKey: key,
        budgetRef,
        amountMinor,
        depositMinor: 0n,
        terms: bonusTermsOf(p),
        expiresAt: new Date(at.getTime() + p.terms.expiryHours * 3_600_000),
      });
      await notifyMember(tx, merchant.id, member.id, { type: 'notice', key: 'info_bonus_granted', at, amountMinor });
      return { entryId: null, bonusId: granted.bonus.id };
    }
    const budget = await deps.ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', budgetRef), tx);
    const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
    const { entryId, replayed } = await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind,
        source: 'promotions',
        idempotencyKey: key,
        memo,
        lines: [
          { accountId: budget.id, amountMinor: -amountMinor },
          { accountId: wallet.id, amountMinor },
        ],
      },
      tx,
    );
    if (!replayed) await notePromotionCashPaid(tx, merchant.id, budgetRef, amountMinor);
    return { entryId, bonusId: null };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
      throw new DomainError('promotion_budget_exhausted');
    throw error;
  }
}
