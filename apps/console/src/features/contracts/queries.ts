import {
  decideContractBill,
  diffContractPeriod,
  getContractSetup,
  listConsoleContracts,
  listContractActions,
  listContractBills,
  offerHouseContract,
  runContractPeriod,
  searchAgentTree,
  updateContractSettings,
  updateContractTemplate,
  type ContractKindName,
  type EndpointInput,
} from '@ficha/contract';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Every contract answer of the console: a decision, a run or a template change asks them all again. */
const contractsKey = ['contracts'] as const;

export type BillStateFilter = EndpointInput<typeof listContractBills>['state'];
export type PeriodRef = EndpointInput<typeof runContractPeriod>;

export function useContractSetup() {
  return useQuery({ queryKey: [...contractsKey, 'setup'], queryFn: () => apiClient.call(getContractSetup, {}) });
}

export function useConsoleContracts(kind: ContractKindName) {
  return useQuery({
    queryKey: [...contractsKey, 'list', kind],
    queryFn: () => apiClient.call(listConsoleContracts, { kind }),
  });
}

export function useContractBills(kind: ContractKindName, state: BillStateFilter) {
  return useQuery({
    queryKey: [...contractsKey, 'bills', kind, state],
    queryFn: () => apiClient.call(listContractBills, { kind, ...(state ? { state } : {}) }),
    staleTime: 0,
  });
}

export function useContractActions(contractId: number | null) {
  return useQuery({
    queryKey: [...contractsKey, 'actions', contractId],
    queryFn: contractId ? () => apiClient.call(listContractActions, { contractId }) : skipToken,
  });
}

/** What a re-run of the period would change (asked for on demand). */
export function usePeriodDiff(ref: PeriodRef | null) {
  return useQuery({
    queryKey: [...contractsKey, 'diff', ref],
    queryFn: ref ? () => apiClient.call(diffContractPeriod, ref) : skipToken,
    staleTime: 0,
  });
}

function useContractsMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

export const useDecideBill = () =>
  useContractsMutation((input: EndpointInput<typeof decideContractBill>) => apiClient.call(decideContractBill, input));
export const useRunPeriod = () => useContractsMutation((input: PeriodRef) => apiClient.call(runContractPeriod, input));
export const useUpdateTemplate = () =>
  useContractsMutation((input: EndpointInput<typeof updateContractTemplate>) =>
    apiClient.call(updateContractTemplate, input),
  );
export const useUpdateSettings = () =>
  useContractsMutation((input: EndpointInput<typeof updateContractSettings>) =>
    apiClient.call(updateContractSettings, input),
  );
/**
 * The top agent (an agent without an upline) of the merchant with exactly this username, for a first house
 * contract: null when no member has it, 'not_top_agent' when the member is not an agent or hangs below one.
 */
export const useFindTopAgent = () =>
  useMutation({
    mutationFn: async (username: string) => {
      const found = await apiClient.call(searchAgentTree, { username, pageNo: 1, pageSize: 100 });
      const member = found.list.find((m) => m.username.toLowerCase() === username.toLowerCase());
      if (!member) return null;
      return member.isAgent && member.uplineId === null ? member : ('not_top_agent' as const);
    },
  });

export const useOfferHouseContract = () =>
  useContractsMutation((input: EndpointInput<typeof offerHouseContract>) => apiClient.call(offerHouseContract, input));
