import {
  getAgentSummary,
  getAgentTreeMember,
  listAgentTreeDownline,
  moveTreeMember,
  searchAgentTree,
  setMemberType,
  type AgentReportPeriod,
  type MoveTreeMemberRequest,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** The tree and every member list show places in the tree: a move or a type change refreshes all of them. */
const treeKey = ['agent-tree'] as const;
const membersKey = ['members'] as const;

/** The downline pages the tree opens one level at a time. */
export const downlinePageSize = 20;

export function treeSearchQueryOptions(username: string, pageNo: number) {
  return queryOptions({
    queryKey: [...treeKey, 'search', username, pageNo],
    queryFn: () => apiClient.call(searchAgentTree, { username, pageNo, pageSize: 10 }),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTreeSearch(username: string, pageNo = 1) {
  return useQuery(treeSearchQueryOptions(username, pageNo));
}

export function useTreeMember(memberId: number | null) {
  return useQuery({
    queryKey: [...treeKey, 'member', memberId],
    queryFn: () => apiClient.call(getAgentTreeMember, { memberId: memberId ?? 0 }),
    enabled: memberId !== null,
  });
}

export function useTreeDownline(memberId: number, pageNo: number) {
  return useQuery({
    queryKey: [...treeKey, 'downline', memberId, pageNo],
    queryFn: () => apiClient.call(listAgentTreeDownline, { memberId, pageNo, pageSize: downlinePageSize }),
    placeholderData: keepPreviousData,
  });
}

/** The period fields of the per-agent summary (the agent's own team overview periods). */
export interface SummaryPeriod {
  period: AgentReportPeriod;
  startDate?: string;
  endDate?: string;
}

export function useAgentSummary(memberId: number, period: SummaryPeriod) {
  return useQuery({
    queryKey: [...treeKey, 'summary', memberId, period],
    queryFn: () => apiClient.call(getAgentSummary, { memberId, ...period }),
    placeholderData: keepPreviousData,
  });
}

function useTreeRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: treeKey });
    void queryClient.invalidateQueries({ queryKey: membersKey });
  };
}

export function useMoveTreeMember() {
  const refresh = useTreeRefresh();
  return useMutation({
    mutationFn: (input: MoveTreeMemberRequest) => apiClient.call(moveTreeMember, input),
    onSuccess: refresh,
  });
}

export function useChangeTreeMemberType() {
  const refresh = useTreeRefresh();
  return useMutation({
    mutationFn: (input: { memberId: number; type: number }) => apiClient.call(setMemberType, input),
    onSuccess: refresh,
  });
}
