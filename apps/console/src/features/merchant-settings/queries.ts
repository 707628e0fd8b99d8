import { getMerchantSettings, updateMerchantSettings } from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { SettingsPatch } from './settings-patch.ts';

export function merchantSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['merchant-settings'],
    queryFn: () => apiClient.call(getMerchantSettings, {}),
  });
}

export function useMerchantSettings() {
  return useQuery(merchantSettingsQueryOptions());
}

export function useUpdateMerchantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => apiClient.call(updateMerchantSettings, patch),
    onSuccess: (settings) => {
      const { queryKey } = merchantSettingsQueryOptions();
      // The answer is the new state: show it at once, then refetch in the background to be sure.
      queryClient.setQueryData(queryKey, settings);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
