import {
  createDownlineAccount,
  getAgentAnnouncements,
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
