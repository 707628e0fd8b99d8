import { createAppQueryClient } from '@ficha/ui';
import { isRetryable, isSessionLost } from './api-error-keys.ts';
import { attentionKey } from './attention-query.ts';
import { clearSessionToken } from './session-token.ts';

/** A call answered `operator_not_login`: forget the token; the session guard then sends the operator to sign-in. */
function handleError(error: unknown): void {
  if (isSessionLost(error)) clearSessionToken('expired');
}

export const queryClient = createAppQueryClient({
  staleTime: 30_000,
  retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
  onError: handleError,
});

// Every decision an operator takes here (approving, answering, closing…) may empty a queue: the counts read again.
queryClient.getMutationCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'success') {
    void queryClient.invalidateQueries({ queryKey: attentionKey });
  }
});
