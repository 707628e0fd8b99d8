import {
  bindEmail,
  bindMobile,
  disableTotp,
  enableTotp,
  getCountries,
  getMemberProfile,
  listMemberLogins,
  listMemberSessions,
  revokeMemberSession,
  sendBindEmailCode,
  sendBindMobileCode,
  setPaymentPassword,
  startTotpSetup,
  updateMemberProfile,
  type EndpointInput,
  type MemberProfile,
} from '@ficha/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** How many sign-ins the "recent logins" table shows. */
export const recentLoginsLimit = 20;

export const securityCenterKeys = {
  all: ['security-center'] as const,
  profile: () => [...securityCenterKeys.all, 'profile'] as const,
  logins: (limit: number) => [...securityCenterKeys.all, 'logins', limit] as const,
  sessions: () => [...securityCenterKeys.all, 'sessions'] as const,
  countries: () => [...securityCenterKeys.all, 'countries'] as const,
};

/** The member's profile and security settings; every change below refreshes it. */
export function memberProfileQuery() {
  return queryOptions({
    queryKey: securityCenterKeys.profile(),
    queryFn: () => apiClient.call(getMemberProfile, {}),
  });
}

export function memberLoginsQuery(limit = recentLoginsLimit) {
  return queryOptions({
    queryKey: securityCenterKeys.logins(limit),
    queryFn: () => apiClient.call(listMemberLogins, { limit }),
    staleTime: 0,
  });
}

export function memberSessionsQuery() {
  return queryOptions({
    queryKey: securityCenterKeys.sessions(),
    queryFn: () => apiClient.call(listMemberSessions, {}),
    staleTime: 0,
  });
}

/** Dialing codes for the mobile form, by country name; the list rarely changes. */
export function countriesQuery() {
  return queryOptions({
    queryKey: securityCenterKeys.countries(),
    queryFn: async () => {
      const countries = await apiClient.call(getCountries, {});
      return [...countries].sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 30 * 60_000,
  });
}

/**
 * After a change: show the profile the server answered with at once (when it sent one), then refetch it.
 * Returned to `onSuccess` so the mutation stays pending until the page shows the new state.
 */
function refreshProfile(queryClient: QueryClient, profile?: MemberProfile): Promise<void> {
  if (profile) queryClient.setQueryData(securityCenterKeys.profile(), profile);
  return queryClient.invalidateQueries({ queryKey: securityCenterKeys.profile() });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateMemberProfile>) => apiClient.call(updateMemberProfile, input),
    onSuccess: (profile) => refreshProfile(queryClient, profile),
  });
}

export function useSendBindMobileCode() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof sendBindMobileCode>) => apiClient.call(sendBindMobileCode, input),
  });
}

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof bindMobile>) => apiClient.call(bindMobile, input),
    onSuccess: (profile) => refreshProfile(queryClient, profile),
  });
}

export function useSendBindEmailCode() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof sendBindEmailCode>) => apiClient.call(sendBindEmailCode, input),
  });
}

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof bindEmail>) => apiClient.call(bindEmail, input),
    onSuccess: (profile) => refreshProfile(queryClient, profile),
  });
}

/** The client encrypts the body itself (the endpoint is marked `encrypted`). */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof setPaymentPassword>) => apiClient.call(setPaymentPassword, input),
    onSuccess: () => refreshProfile(queryClient),
  });
}

/** A new pending secret; two-factor stays off until a code confirms it. */
export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => apiClient.call(startTotpSetup, {}) });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.call(enableTotp, { code }),
    onSuccess: () => refreshProfile(queryClient),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiClient.call(disableTotp, { code }),
    onSuccess: () => refreshProfile(queryClient),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiClient.call(revokeMemberSession, { sessionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityCenterKeys.sessions() }),
  });
}
