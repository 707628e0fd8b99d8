import {
  getTransactionDetail,
  getTransactionHistory,
  getTransferUpline,
  getWalletOverview,
  transferToDownline,
  transferToUpline,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { walletKeys } from '../../lib/query-keys.ts';

export type HistoryFilter = Omit<EndpointInput<typeof getTransactionHistory>, 't'>;

export const moneyKeys = {
  all: ['money'] as const,
  overview: () => [...moneyKeys.all, 'overview'] as const,
  history: (filter: HistoryFilter) => [...moneyKeys.all, 'history', filter] as const,
  detail: (entryId: number) => [...moneyKeys.all, 'detail', entryId] as const,
  upline: () => [...moneyKeys.all, 'upline'] as const,
};

/** "Mi billetera": balance, this month's totals and the last movements. */
export function walletOverviewQuery() {
  return queryOptions({
    queryKey: moneyKeys.overview(),
    queryFn: () => apiClient.call(getWalletOverview, {}),
    staleTime: 0,
  });
}

/** One page of the account record; the previous page stays shown while the next loads. */
export function transactionHistoryQuery(filter: HistoryFilter) {
  return queryOptions({
    queryKey: moneyKeys.history(filter),
    queryFn: () => apiClient.call(getTransactionHistory, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function transactionDetailQuery(entryId: number) {
  return queryOptions({
    queryKey: moneyKeys.detail(entryId),
    queryFn: () => apiClient.call(getTransactionDetail, { entryId }),
  });
}

export function transferUplineQuery() {
  return queryOptions({
    queryKey: moneyKeys.upline(),
    queryFn: () => apiClient.call(getTransferUpline, {}),
    staleTime: 0,
  });
}

/** After money moved: the header balance and every money view load again. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletKeys.balance(null).slice(0, 1) }),
    ]);
}

export function useTransferToUpline() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof transferToUpline>) => apiClient.call(transferToUpline, input),
    onSuccess: () => refresh(),
  });
}

export function useTransferToDownline() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof transferToDownline>) => apiClient.call(transferToDownline, input),
    onSuccess: () => refresh(),
  });
}
