import {
  actOnAgentContract,
  getContractConsolidated,
  listMyContractBills,
  listMyContracts,
  listTeamMembers,
  offerAgentContract,
  type ContractKindName,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useSessionToken } from '../../lib/session-store.ts';

/** The agent's contract answers, per session token: its contracts, bills and the popup's consolidated data. */
const contractKeys = {
  all: ['agent-contracts'] as const,
  of: (token: string | null, ...rest: unknown[]) => ['agent-contracts', token, ...rest] as const,
};

/** SPEC §4: the popup's contract requests (only asked for non-trial agents when AGENTPOLICY3 is on). */
export function useConsolidated(isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.of(token, 'consolidated'),
    queryFn: isEnabled ? () => apiClient.call(getContractConsolidated, {}) : skipToken,
  });
}

export function useMyContracts(kind: ContractKindName) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.of(token, 'contracts', kind),
    queryFn: () => apiClient.call(listMyContracts, { kind }),
  });
}

/** The bills of a kind; the real-time page asks again every 15 s (a window is settled within ~15 s of its end). */
export function useContractBills(kind: ContractKindName, pageNo: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.of(token, 'bills', kind, pageNo),
    queryFn: () => apiClient.call(listMyContractBills, { kind, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: kind === 'realtime' ? 15_000 : 60_000,
  });
}

/** The agent's direct downline agents (those it can offer a contract to). */
export function useDirectAgents(agentId: number | undefined) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.of(token, 'direct-agents', agentId),
    queryFn: agentId
      ? async () =>
          (
            await apiClient.call(listTeamMembers, { parentId: agentId, pageSize: 100, sort: 'username', order: 'asc' })
          ).list.filter((row) => row.isAgent)
      : skipToken,
  });
}

/** An offer or an answer changes contracts, consolidated and bills: all are asked again (after each action, §5.2). */
function useContractMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export const useOfferContract = () =>
  useContractMutation((input: EndpointInput<typeof offerAgentContract>) => apiClient.call(offerAgentContract, input));

export const useActOnContract = () =>
  useContractMutation((input: EndpointInput<typeof actOnAgentContract>) => apiClient.call(actOnAgentContract, input));
