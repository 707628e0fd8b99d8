import { getMyKyc, uploadKycDocument, type EndpointInput } from '@ficha/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const kycKeys = { all: ['kyc'] as const, mine: () => [...kycKeys.all, 'mine'] as const };

export function myKycQuery() {
  return queryOptions({ queryKey: kycKeys.mine(), queryFn: () => apiClient.call(getMyKyc, {}), staleTime: 0 });
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof uploadKycDocument>) => apiClient.call(uploadKycDocument, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  });
}
