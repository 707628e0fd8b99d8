import type { LoginResult, MemberInfo } from '@ficha/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession, startSession, useSessionToken } from './session-store.ts';
import { memberInfoQuery, removeMemberQueries } from './member-queries.ts';
import { memberKeys } from './query-keys.ts';

export interface Session {
  /** A session token is stored (the member may still be loading). */
  isLoggedIn: boolean;
  /** The member, once loaded. */
  member: MemberInfo | undefined;
  isMemberLoading: boolean;
  isMemberError: boolean;
  memberError: unknown;
  isAgent: boolean;
  isTrial: boolean;
  /**
   * Starts the session of a login or registration: keeps the token and loads the member. A result that
   * must change its password first keeps the token only (the forced change needs it) and resolves null.
   */
  signIn: (result: LoginResult) => Promise<MemberInfo | null>;
  /** Loads the member again (after a password change). */
  reloadMember: () => Promise<MemberInfo | null>;
  /** SPEC §4 "Logout", after the confirmation: the logout call, storage cleared but the merchant, then home. */
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const memberQuery = useQuery(memberInfoQuery(token));
  const member = token ? memberQuery.data : undefined;

  const signIn = async (result: LoginResult) => {
    removeMemberQueries(queryClient);
    startSession(result.token);
    if (result.mustChangePassword) return null;
    return queryClient.fetchQuery(memberInfoQuery(result.token));
  };

  const reloadMember = async () => {
    if (!token) return null;
    await queryClient.invalidateQueries({ queryKey: memberKeys.info(token) });
    return queryClient.fetchQuery(memberInfoQuery(token));
  };

  const signOut = async () => {
    try {
      // Called directly, not as a mutation: a session that already ended must not raise "session lost".
      await (await import('./member-calls.ts')).endServerSession();
    } catch {
      // The session ends on this side whatever the server answers (upstream-api §1.1).
    }
    endSession();
    await navigate('/');
    removeMemberQueries(queryClient);
  };

  return {
    isLoggedIn: Boolean(token),
    member,
    isMemberLoading: Boolean(token) && memberQuery.isPending,
    isMemberError: memberQuery.isError,
    memberError: memberQuery.error,
    isAgent: member?.isAgent ?? false,
    isTrial: member?.isTrial ?? false,
    signIn,
    reloadMember,
    signOut,
  };
}
