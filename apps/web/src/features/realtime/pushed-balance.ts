import type { RealtimeServerMessage, WalletBalance } from '@ficha/contract';

type BalanceMessage = Extract<RealtimeServerMessage, { type: 'balance' }>;

/**
 * The cached header balance with a pushed balance applied: the main wallet and the sum (single-wallet
 * merchant). Nothing cached, another currency, or a bonus wallet beside the main one (its stakes and wins push
 * nothing, decision 0054) answers undefined: then the balance is read again.
 */
export function withPushedBalance(
  cached: WalletBalance | undefined,
  pushed: BalanceMessage,
): WalletBalance | undefined {
  if (!cached || cached.currency !== pushed.currency) return undefined;
  if (cached.balance.some((wallet) => wallet.accountTypeId !== 0)) return undefined;
  return {
    ...cached,
    sumBalance: pushed.balance,
    balance: cached.balance.map((wallet) =>
      wallet.accountTypeId === 0 ? { ...wallet, availBalance: pushed.balance } : wallet,
    ),
  };
}
