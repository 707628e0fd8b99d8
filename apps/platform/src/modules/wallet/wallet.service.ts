import { DomainError, currencySymbol, toWireMoney, type WalletBalance } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isAgent, isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';

/** The member-facing wallet: one main wallet per member in the merchant currency (single-wallet mode). */
export function createWalletService(deps: { ledger: LedgerService }) {
  function walletIdentity(merchant: Merchant, member: MemberRow) {
    return {
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: isAgent(member, merchant) ? ('agent_wallet' as const) : ('player_wallet' as const),
      ownerMemberId: member.id,
    };
  }

  return {
    async balance(merchant: Merchant, member: MemberRow): Promise<WalletBalance> {
      // spec: §6 — a trial account may look around but has no wallet.
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const main = toWireMoney(await deps.ledger.balanceOf(walletIdentity(merchant, member)));
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
