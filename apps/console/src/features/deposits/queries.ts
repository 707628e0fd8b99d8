import {
  approveDeposit,
  getDepositProof,
  rejectDeposit,
  searchDeposits,
  type ConsoleDeposit,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { depositSearchInput, type DepositFilters } from './deposit-filters.ts';

export type DepositPage = EndpointOutput<typeof searchDeposits>;
export type { ConsoleDeposit };

const depositsKey = ['deposits'] as const;

export function useDepositQueue(filters: DepositFilters, pageNo: number) {
  const input = depositSearchInput(filters, pageNo);
  return useQuery(
    queryOptions({
      queryKey: [...depositsKey, 'list', input],
      queryFn: () => apiClient.call(searchDeposits, input),
      placeholderData: keepPreviousData,
      // New requests arrive while the queue is open.
      refetchInterval: 30_000,
    }),
  );
}

export function useDepositProof(depositId: number | null) {
  return useQuery({
    queryKey: [...depositsKey, 'proof', depositId],
    queryFn: () => apiClient.call(getDepositProof, { depositId: depositId ?? 0 }),
    enabled: depositId !== null,
    staleTime: Infinity,
  });
}

function useReview<TInput>(call: (input: TInput) => Promise<ConsoleDeposit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}

export const useApproveDeposit = () =>
  useReview((input: { depositId: number }) => apiClient.call(approveDeposit, input));

export const useRejectDeposit = () =>
  useReview((input: { depositId: number; reason: string }) => apiClient.call(rejectDeposit, input));
