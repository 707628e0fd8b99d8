import { DomainError, currencySymbol, toWireMoney, type WalletBalance } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity } from './member-wallet.ts';

/** The id of the bonus wallet's row in the balance (decision 0054); the main wallet is 0. */
export const bonusAccountTypeId = 1;

/**
 * The member-facing wallet: one main wallet per member in the merchant currency (single-wallet mode), and
 * while it holds money the bonus wallet (decision 0050) beside it; the sum is what the member can stake.
 */
export function createWalletService(deps: { ledger: LedgerService }) {
  return {
    async balance(merchant: Merchant, member: MemberRow): Promise<WalletBalance> {
      // spec: §6 — a trial account may look around but has no wallet.
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const mainMinor = await deps.ledger.balanceOf(memberWalletIdentity(merchant, member));
      const bonusMinor = await deps.ledger.balanceOf({
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'bonus_wallet',
        ownerMemberId: member.id,
      });
      const main = { accountTypeId: 0, name: 'MAIN', availBalance: toWireMoney(mainMinor) };
      const bonus = { accountTypeId: bonusAccountTypeId, name: 'BONUS', availBalance: toWireMoney(bonusMinor) };
      return {
        sumBalance: toWireMoney(mainMinor + bonusMinor),
        balance: bonusMinor === 0n ? [main] : [main, bonus],
        currency: merchant.currency,
        currencySymbol: currencySymbol(merchant.currency),
      };
    },

    /** Games debit the main wallet directly (ARCHITECTURE.md "Seamless wallet"): there are no game sub-wallets. */
    merchantWallet: () => ({ isSingle: true }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
