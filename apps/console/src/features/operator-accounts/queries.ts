import {
  createOperatorAccount,
  listOperatorAccounts,
  listOperatorRoles,
  resetOperatorPassword,
  setOperatorAllowedIps,
  setOperatorRole,
  setOperatorStatus,
  type EndpointInput,
  type OperatorAccount,
} from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { OperatorAccount };

export function operatorAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['operator-accounts'],
    queryFn: () => apiClient.call(listOperatorAccounts, {}),
    staleTime: 0,
  });
}

export function useOperatorAccounts() {
  return useQuery(operatorAccountsQueryOptions());
}

/**
 * The merchant's custom roles for the role pickers (decision 0068); the Roles page keeps them, this only reads
 * them under the same key, so a role made there shows here at once.
 */
export function useCustomRoleOptions() {
  const { data } = useQuery({
    queryKey: ['operator-roles'],
    queryFn: () => apiClient.call(listOperatorRoles, {}),
    staleTime: 0,
  });
  return data?.custom ?? [];
}

/** Every change answers the operator as it now is; the list (and the audit trail's pages) are read again. */
function useOperatorChange<Input>(call: (input: Input) => Promise<OperatorAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorAccountsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['console-operators'] }),
        queryClient.invalidateQueries({ queryKey: ['operator-roles'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]),
  });
}

export function useCreateOperatorAccount() {
  return useOperatorChange((input: EndpointInput<typeof createOperatorAccount>) =>
    apiClient.call(createOperatorAccount, input),
  );
}

export function useSetOperatorRole() {
  return useOperatorChange((input: EndpointInput<typeof setOperatorRole>) => apiClient.call(setOperatorRole, input));
}

export function useSetOperatorStatus() {
  return useOperatorChange((input: EndpointInput<typeof setOperatorStatus>) =>
    apiClient.call(setOperatorStatus, input),
  );
}

export function useResetOperatorPassword() {
  return useOperatorChange((input: EndpointInput<typeof resetOperatorPassword>) =>
    apiClient.call(resetOperatorPassword, input),
  );
}

export function useSetOperatorAllowedIps() {
  return useOperatorChange((input: EndpointInput<typeof setOperatorAllowedIps>) =>
    apiClient.call(setOperatorAllowedIps, input),
  );
}
