import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isRetryable, isSessionLost } from './api-error-keys.ts';
import { clearSessionToken } from './session-token.ts';

/** A call answered `operator_not_login`: forget the token; the session guard then sends the operator to sign-in. */
function handleError(error: unknown): void {
  if (isSessionLost(error)) clearSessionToken('expired');
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleError }),
  mutationCache: new MutationCache({ onError: handleError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
    },
    mutations: { retry: false },
  },
});
