import { getC2cSettings, updateC2cSettings, type EndpointInput } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const c2cKey = ['c2c-settings'] as const;

/** The merchant's limits on player-to-player transfers and whether C2CTRANS3 is on. */
export function useC2cSettings() {
  return useQuery({ queryKey: c2cKey, queryFn: () => apiClient.call(getC2cSettings, {}) });
}

export function useUpdateC2cSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateC2cSettings>) => apiClient.call(updateC2cSettings, input),
    onSuccess: (saved) => queryClient.setQueryData(c2cKey, saved),
  });
}
