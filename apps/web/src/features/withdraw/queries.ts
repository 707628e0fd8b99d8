import {
  bindBankAccount,
  changeBankAccount,
  confirmWithdrawal,
  getPaymentConfirmationList,
  getWithdrawSettings,
  listBankAccounts,
  listMemberWithdrawals,
  requestWithdrawal,
  type EndpointInput,
} from '@ficha/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { withdrawKeys } from '../../lib/query-keys.ts';

/** The header balance's query (features/wallet) shares this key prefix; a withdrawal moves the balance. */
const walletBalancePrefix = ['wallet-balance'] as const;

export function withdrawSettingsQuery() {
  return queryOptions({
    queryKey: withdrawKeys.settings(),
    queryFn: () => apiClient.call(getWithdrawSettings, { groupId: '0' }),
    staleTime: 0,
  });
}

export function bankAccountsQuery() {
  return queryOptions({ queryKey: withdrawKeys.bankAccounts(), queryFn: () => apiClient.call(listBankAccounts, {}) });
}

export function myWithdrawalsQuery(pageNo: number) {
  return queryOptions({
    queryKey: withdrawKeys.list(pageNo),
    queryFn: () => apiClient.call(listMemberWithdrawals, { pageNo, pageSize: 10 }),
    staleTime: 0,
  });
}

export function confirmationsQuery() {
  return queryOptions({
    queryKey: withdrawKeys.confirmations(),
    queryFn: () => apiClient.call(getPaymentConfirmationList, {}),
    staleTime: 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async (moved: boolean) => {
    await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    if (moved) await queryClient.invalidateQueries({ queryKey: walletBalancePrefix });
  };
}

export function useBindBankAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof bindBankAccount>) => apiClient.call(bindBankAccount, input),
    onSuccess: () => refresh(false),
  });
}

export function useChangeBankAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changeBankAccount>) => apiClient.call(changeBankAccount, input),
    onSuccess: () => refresh(false),
  });
}

export function useRequestWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestWithdrawal>) => apiClient.call(requestWithdrawal, input),
    onSuccess: () => refresh(true),
  });
}

export function useConfirmWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof confirmWithdrawal>) => apiClient.call(confirmWithdrawal, input),
    onSuccess: () => refresh(false),
  });
}
