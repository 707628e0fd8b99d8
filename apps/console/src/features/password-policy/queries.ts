import { getPasswordPolicy, updatePasswordPolicy } from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { PolicyPatch } from './policy-draft.ts';

export function passwordPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['password-policy'],
    queryFn: () => apiClient.call(getPasswordPolicy, {}),
  });
}

export function usePasswordPolicy() {
  return useQuery(passwordPolicyQueryOptions());
}

export function useUpdatePasswordPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PolicyPatch) => apiClient.call(updatePasswordPolicy, patch),
    onSuccess: (policy) => {
      const { queryKey } = passwordPolicyQueryOptions();
      queryClient.setQueryData(queryKey, policy);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
