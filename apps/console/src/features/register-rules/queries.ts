import { getRegisterRulesForEdit, updateRegisterRules } from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { RulesPatch } from './rules-draft.ts';

export function registerRulesQueryOptions() {
  return queryOptions({
    queryKey: ['register-rules'],
    queryFn: () => apiClient.call(getRegisterRulesForEdit, {}),
  });
}

export function useRegisterRules() {
  return useQuery(registerRulesQueryOptions());
}

export function useUpdateRegisterRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RulesPatch) => apiClient.call(updateRegisterRules, { rules }),
    onSuccess: (rules) => {
      const { queryKey } = registerRulesQueryOptions();
      queryClient.setQueryData(queryKey, rules);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
