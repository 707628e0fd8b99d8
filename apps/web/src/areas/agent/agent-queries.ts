import {
  createDownlineAccount,
  getAgentAnnouncements,
  getMyIncome,
  getTeamAccountDetails,
  getTeamBetting,
  getTeamOverview,
  getUserLoss,
  getRegisterCenter,
  getTeamMember,
  listAgentSignups,
  listTeamMembers,
  resetDownlinePassword,
  setDownlineStatus,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useSessionToken } from '../../lib/session-store.ts';

/** The agent center's answers, per session token (another session never sees them). */
const agentKeys = {
  all: ['agent-center'] as const,
  of: (token: string | null, ...rest: unknown[]) => ['agent-center', token, ...rest] as const,
};

export type TeamQuery = EndpointInput<typeof listTeamMembers>;

export function useAgentAnnouncements() {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'announcements'),
    queryFn: () => apiClient.call(getAgentAnnouncements, {}),
  });
}

export function useRegisterCenter() {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'register-center'),
    queryFn: () => apiClient.call(getRegisterCenter, {}),
    staleTime: 5 * 60_000,
  });
}

export function useAgentSignups(pageNo: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'signups', pageNo),
    queryFn: () => apiClient.call(listAgentSignups, { pageNo, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(query: TeamQuery | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'team', query),
    queryFn: query ? () => apiClient.call(listTeamMembers, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(memberId: number | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'member', memberId),
    queryFn: memberId ? () => apiClient.call(getTeamMember, { memberId }) : skipToken,
  });
}

/** Changes to the team refresh every agent-center answer (lists, tree, the member's panel). */
function useTeamMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useCreateDownline() {
  return useTeamMutation((input: EndpointInput<typeof createDownlineAccount>) =>
    apiClient.call(createDownlineAccount, input),
  );
}

export function useSetDownlineStatus() {
  return useTeamMutation((input: EndpointInput<typeof setDownlineStatus>) => apiClient.call(setDownlineStatus, input));
}

export function useResetDownlinePassword() {
  return useTeamMutation((memberId: number) => apiClient.call(resetDownlinePassword, { memberId }));
}

export type TeamBettingQuery = EndpointInput<typeof getTeamBetting>;
export type UserLossQuery = EndpointInput<typeof getUserLoss>;
export type AccountDetailsQuery = EndpointInput<typeof getTeamAccountDetails>;
type PeriodInput = EndpointInput<typeof getTeamOverview>;

/** A report of the agent center: refreshed every minute while shown (the aggregates follow the money in seconds). */
function useReport<TInput, TOutput>(name: string, input: TInput, call: (input: TInput) => Promise<TOutput>) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.of(token, 'report', name, input),
    queryFn: () => call(input),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export const useTeamOverview = (input: PeriodInput) =>
  useReport('overview', input, (i) => apiClient.call(getTeamOverview, i));
export const useTeamBetting = (input: TeamBettingQuery) =>
  useReport('betting', input, (i) => apiClient.call(getTeamBetting, i));
export const useUserLoss = (input: UserLossQuery) => useReport('loss', input, (i) => apiClient.call(getUserLoss, i));
export const useMyIncome = (input: PeriodInput) => useReport('income', input, (i) => apiClient.call(getMyIncome, i));
export const useTeamAccountDetails = (input: AccountDetailsQuery) =>
  useReport('details', input, (i) => apiClient.call(getTeamAccountDetails, i));
