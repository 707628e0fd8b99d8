import {
  createConsoleHelpEntry,
  deleteConsoleHelpEntry,
  listConsoleHelpEntries,
  updateConsoleHelpEntry,
  type EndpointInput,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const helpKey = ['help-entries'] as const;
export type HelpDraft = EndpointInput<typeof createConsoleHelpEntry>;

export function useConsoleHelpEntries() {
  return useQuery({ queryKey: helpKey, queryFn: () => apiClient.call(listConsoleHelpEntries, {}) });
}

/** Creates a help section, or replaces one when an id is given. */
export function useSaveHelpEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: HelpDraft }) =>
      id === null
        ? apiClient.call(createConsoleHelpEntry, draft)
        : apiClient.call(updateConsoleHelpEntry, { ...draft, id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKey }),
  });
}

export function useDeleteHelpEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(deleteConsoleHelpEntry, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKey }),
  });
}
