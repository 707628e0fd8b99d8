import {
  liftLoginLock,
  listConsoleOperators,
  listLoginLocks,
  listSignInActivity,
  resetOperatorTotp,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export const signInActivityPageSize = 20;

export function loginLocksQueryOptions() {
  return queryOptions({
    queryKey: ['login-locks'],
    queryFn: () => apiClient.call(listLoginLocks, {}),
    staleTime: 0,
  });
}

/** `enabled` false for a role that may not read the merchant's sign-in security (the matrix's `security.view`). */
export function useLoginLocks(enabled: boolean) {
  return useQuery({ ...loginLocksQueryOptions(), enabled });
}

export function signInActivityQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['sign-in-activity', { pageNo, pageSize: signInActivityPageSize }],
    queryFn: () => apiClient.call(listSignInActivity, { pageNo, pageSize: signInActivityPageSize }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useSignInActivity(pageNo: number, enabled: boolean) {
  return useQuery({ ...signInActivityQueryOptions(pageNo), enabled });
}

export function consoleOperatorsQueryOptions() {
  return queryOptions({
    queryKey: ['console-operators'],
    queryFn: () => apiClient.call(listConsoleOperators, {}),
  });
}

export function useConsoleOperators(enabled: boolean) {
  return useQuery({ ...consoleOperatorsQueryOptions(), enabled });
}

/** An owner lifts a lock; the locks and the activity (which records it) are read again. */
export function useLiftLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof liftLoginLock>) => apiClient.call(liftLoginLock, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loginLocksQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['sign-in-activity'] }),
      ]),
  });
}

/** An owner clears another operator's second factor. */
export function useResetOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: number) => apiClient.call(resetOperatorTotp, { operatorId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleOperatorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['sign-in-activity'] }),
      ]),
  });
}
