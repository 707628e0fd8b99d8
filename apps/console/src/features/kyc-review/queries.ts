import {
  getKycDocumentFile,
  getMemberKyc,
  listKycDocuments,
  reviewKycDocument,
  type ConsoleKycDocument,
  type EndpointInput,
  type KycDocumentStatus,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type { ConsoleKycDocument };

const kycKey = ['kyc-review'] as const;

export interface KycFilters {
  status: KycDocumentStatus | '';
  username: string;
}

export function useKycQueue(filters: KycFilters, pageNo: number) {
  const input = {
    pageNo,
    pageSize: 20,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.username ? { username: filters.username } : {}),
  };
  return useQuery(
    queryOptions({
      queryKey: [...kycKey, 'list', input],
      queryFn: () => apiClient.call(listKycDocuments, input),
      placeholderData: keepPreviousData,
      // New uploads arrive while the queue is open.
      refetchInterval: 30_000,
    }),
  );
}

/** A document's bytes, fetched only when the viewer opens. */
export function useKycDocumentFile(documentId: number | null) {
  return useQuery({
    queryKey: [...kycKey, 'file', documentId],
    queryFn: () => apiClient.call(getKycDocumentFile, { documentId: documentId ?? 0 }),
    enabled: documentId !== null,
    staleTime: Infinity,
  });
}

export function useReviewKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof reviewKycDocument>) => apiClient.call(reviewKycDocument, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKey }),
  });
}

/** One player's KYC level and documents (the member detail page). */
export function useMemberKyc(memberId: number) {
  return useQuery({
    queryKey: [...kycKey, 'member', memberId],
    queryFn: () => apiClient.call(getMemberKyc, { memberId }),
  });
}
