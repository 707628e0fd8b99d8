import {
  getMemberDetail,
  resetMemberPassword,
  searchMembers,
  setMemberStatus,
  setMemberType,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { memberSearchInput, type MemberListFilters } from './member-search.ts';

export type MemberRow = EndpointOutput<typeof searchMembers>['list'][number];
export type MemberDetail = EndpointOutput<typeof getMemberDetail>;
export type MemberStatus = MemberRow['status'];

const membersKey = ['members'] as const;

export function memberListQueryOptions(filters: MemberListFilters, pageNo: number) {
  const input = memberSearchInput(filters, pageNo);
  return queryOptions({
    queryKey: [...membersKey, 'list', input],
    queryFn: () => apiClient.call(searchMembers, input),
    placeholderData: keepPreviousData,
  });
}

export function useMemberList(filters: MemberListFilters, pageNo: number) {
  return useQuery(memberListQueryOptions(filters, pageNo));
}

export function memberDetailQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: [...membersKey, 'detail', memberId],
    queryFn: () => apiClient.call(getMemberDetail, { memberId }),
  });
}

export function useMemberDetail(memberId: number) {
  return useQuery(memberDetailQueryOptions(memberId));
}

/**
 * After an action the detail shows the answer at once, then the detail and every list page refetch
 * (the status, type and must-change flag appear in both).
 */
function useMemberChange() {
  const queryClient = useQueryClient();
  return (memberId: number, change: Partial<MemberDetail>) => {
    queryClient.setQueryData(memberDetailQueryOptions(memberId).queryKey, (detail) =>
      detail ? { ...detail, ...change } : detail,
    );
    void queryClient.invalidateQueries({ queryKey: membersKey });
  };
}

export function useSetMemberStatus() {
  const applyChange = useMemberChange();
  return useMutation({
    mutationFn: (input: { memberId: number; status: MemberStatus }) => apiClient.call(setMemberStatus, input),
    onSuccess: ({ memberId, status }) => applyChange(memberId, { status }),
  });
}

export function useResetMemberPassword() {
  const applyChange = useMemberChange();
  return useMutation({
    mutationFn: (input: { memberId: number }) => apiClient.call(resetMemberPassword, input),
    onSuccess: (_answer, { memberId }) => applyChange(memberId, { mustChangePassword: true }),
  });
}

export function useSetMemberType() {
  const applyChange = useMemberChange();
  return useMutation({
    mutationFn: (input: { memberId: number; type: number }) => apiClient.call(setMemberType, input),
    onSuccess: ({ memberId, type }) => applyChange(memberId, { type }),
  });
}
