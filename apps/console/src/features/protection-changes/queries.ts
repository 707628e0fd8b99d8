import { approveProtectionChange, cancelProtectionChange, listProtectionChanges } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const protectionKey = ['protection-changes'] as const;

/** Changes that lower a protection of money and still wait (for a second owner or their delay). */
export function usePendingProtectionChanges() {
  return useQuery({
    queryKey: [...protectionKey, 'pending'],
    queryFn: () => apiClient.call(listProtectionChanges, { status: 'pending', pageSize: 10 }),
    refetchInterval: 60_000,
  });
}

/** Approving or cancelling changes settings shown on several pages: everything cached reloads. */
function useDecision(decide: typeof approveProtectionChange | typeof cancelProtectionChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: number) => apiClient.call(decide, { changeId }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useApproveProtectionChange = () => useDecision(approveProtectionChange);
export const useCancelProtectionChange = () => useDecision(cancelProtectionChange);
