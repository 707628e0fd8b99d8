import { getWalletBalance } from '@ficha/contract';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { walletKeys } from './query-keys.ts';

/** The member's balance, per session token (SPEC §2.2 header balance). */
export function walletBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: token ? () => apiClient.call(getWalletBalance, {}) : skipToken,
    staleTime: 30_000,
  });
}
