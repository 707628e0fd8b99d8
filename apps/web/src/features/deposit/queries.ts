import {
  getDepositSettings,
  listDepositChannels,
  listMyDeposits,
  startGatewayDeposit,
  submitDeposit,
  type EndpointInput,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { depositKey } from '../../lib/query-keys.ts';

export function useDepositSettings() {
  return useQuery({ queryKey: [...depositKey, 'settings'], queryFn: () => apiClient.call(getDepositSettings, {}) });
}

export function useDepositChannels() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...depositKey, 'channels', language],
    queryFn: () => apiClient.call(listDepositChannels, {}),
  });
}

export function useMyDeposits() {
  return useQuery({
    queryKey: [...depositKey, 'mine'],
    queryFn: () => apiClient.call(listMyDeposits, { pageNo: 1, pageSize: 10 }),
    // An operator reviews meanwhile: keep the statuses fresh while the page is open.
    refetchInterval: 30_000,
  });
}

function useDepositChange<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKey }),
  });
}

export const useSubmitDeposit = () =>
  useDepositChange((input: EndpointInput<typeof submitDeposit>) => apiClient.call(submitDeposit, input));

export const useStartGatewayDeposit = () =>
  useDepositChange((input: EndpointInput<typeof startGatewayDeposit>) => apiClient.call(startGatewayDeposit, input));
