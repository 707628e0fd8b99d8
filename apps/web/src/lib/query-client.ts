import { ApiError } from '@ficha/contract/client';
import { createAppQueryClient } from '@ficha/ui';
import type { QueryClient } from '@tanstack/react-query';
import { raiseSessionEvent, type SessionEvent } from './session-store.ts';

const maxRetries = 2;

/** A client error (4xx) will not succeed on retry; network trouble and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

/**
 * The session action a failed call asks for, if any: a signed-out answer ends the session, a refusal until
 * the password is changed asks for the change. Every query and mutation passes through here, so no
 * component has to look for these codes.
 */
export function sessionEventOf(error: unknown): SessionEvent | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === 'CUSTOMER_NOT_LOGIN') return 'lost';
  if (error.errorCode === 'password_change_required') return 'password-change-required';
  return null;
}

/** Raises the session event a failed call asks for; calls made outside queries and mutations use it too. */
export function handleSessionError(error: unknown): void {
  const event = sessionEventOf(error);
  if (event) raiseSessionEvent(event);
}

export function createQueryClient(): QueryClient {
  return createAppQueryClient({
    staleTime: 60_000,
    retry: shouldRetry,
    onError: handleSessionError,
    refetchOnWindowFocus: false,
  });
}
