import {
  createOperatorRole,
  deleteOperatorRole,
  listOperatorRoles,
  updateOperatorRole,
  type CustomOperatorRole,
  type EndpointInput,
} from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { CustomOperatorRole };

export function operatorRolesQueryOptions() {
  return queryOptions({
    queryKey: ['operator-roles'],
    queryFn: () => apiClient.call(listOperatorRoles, {}),
    staleTime: 0,
  });
}

export function useOperatorRoles() {
  return useQuery(operatorRolesQueryOptions());
}

/** A role change reads the roles, the operators (their role names) and the audit trail again. */
function useRoleChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorRolesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['operator-accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]),
  });
}

export function useCreateOperatorRole() {
  return useRoleChange((input: EndpointInput<typeof createOperatorRole>) => apiClient.call(createOperatorRole, input));
}

export function useUpdateOperatorRole() {
  return useRoleChange((input: EndpointInput<typeof updateOperatorRole>) => apiClient.call(updateOperatorRole, input));
}

export function useDeleteOperatorRole() {
  return useRoleChange((input: EndpointInput<typeof deleteOperatorRole>) => apiClient.call(deleteOperatorRole, input));
}
