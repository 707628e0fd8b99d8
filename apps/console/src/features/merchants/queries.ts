import {
  createPlatformMerchant,
  listPlatformMerchants,
  updatePlatformMerchant,
  uploadPlatformMerchantLogo,
  type EndpointInput,
  type MerchantProfile,
} from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { MerchantProfile };

export function platformMerchantsQueryOptions() {
  return queryOptions({
    queryKey: ['platform-merchants'],
    queryFn: () => apiClient.call(listPlatformMerchants, {}),
    staleTime: 0,
  });
}

export function usePlatformMerchants() {
  return useQuery(platformMerchantsQueryOptions());
}

/** Every change answers the merchant as it now is; the list is read again. */
function useMerchantChange<Input>(call: (input: Input) => Promise<MerchantProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformMerchantsQueryOptions().queryKey }),
  });
}

export function useCreatePlatformMerchant() {
  return useMerchantChange((input: EndpointInput<typeof createPlatformMerchant>) =>
    apiClient.call(createPlatformMerchant, input),
  );
}

export function useUpdatePlatformMerchant() {
  return useMerchantChange((input: EndpointInput<typeof updatePlatformMerchant>) =>
    apiClient.call(updatePlatformMerchant, input),
  );
}

export function useUploadMerchantLogo() {
  return useMerchantChange((input: EndpointInput<typeof uploadPlatformMerchantLogo>) =>
    apiClient.call(uploadPlatformMerchantLogo, input),
  );
}
