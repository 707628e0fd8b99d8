import { DomainError, currencySymbol, toWireMoney, type WalletBalance } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity } from './member-wallet.ts';

/** The member-facing wallet: one main wallet per member in the merchant currency (single-wallet mode). */
export function createWalletService(deps: { ledger: LedgerService }) {
  return {
    async balance(merchant: Merchant, member: MemberRow): Promise<WalletBalance> {
      // spec: §6 — a trial account may look around but has no wallet.
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const main = toWireMoney(await deps.ledger.balanceOf(memberWalletIdentity(merchant, member)));
      return {
        sumBalance: main,
        balance: [{ accountTypeId: 0, name: 'MAIN', availBalance: main }],
        currency: merchant.currency,
        currencySymbol: currencySymbol(merchant.currency),
      };
    },

    /** Games debit the main wallet directly (ARCHITECTURE.md "Seamless wallet"): there are no game sub-wallets. */
    merchantWallet: () => ({ isSingle: true }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
