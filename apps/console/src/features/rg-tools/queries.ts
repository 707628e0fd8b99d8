import {
  excludePlayer,
  getPlayerRg,
  getRgReport,
  importRgRegister,
  liftPlayerRgLimit,
  setPlayerRgLimit,
  type EndpointInput,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const rgKey = (memberId: number) => ['player-rg', memberId] as const;

/** A player's limits, reality check, exclusions and RG events (decision 0048). */
export function usePlayerRg(memberId: number) {
  return useQuery({ queryKey: rgKey(memberId), queryFn: () => apiClient.call(getPlayerRg, { memberId }) });
}

/** The operator's RG actions on a player's behalf, each audited server-side. */
export function usePlayerRgAction(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'limit'; input: EndpointInput<typeof setPlayerRgLimit> }
        | { kind: 'lift'; input: EndpointInput<typeof liftPlayerRgLimit> }
        | { kind: 'exclude'; input: EndpointInput<typeof excludePlayer> },
    ): Promise<unknown> => {
      if (action.kind === 'limit') return apiClient.call(setPlayerRgLimit, action.input);
      if (action.kind === 'lift') return apiClient.call(liftPlayerRgLimit, action.input);
      return apiClient.call(excludePlayer, action.input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgKey(memberId) }),
  });
}

/** RG events of the merchant in a date range, counted by kind (the RG report, decision 0048). */
export function useRgReport(input: { from: string; to: string; kind?: string }) {
  return useQuery({
    queryKey: ['rg-report', input],
    queryFn: () => apiClient.call(getRgReport, input),
  });
}

/** Imports self-exclusions from an external register's CSV (audited server-side). */
export function useImportRgRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiClient.call(importRgRegister, { csv }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rg-report'] }),
  });
}
