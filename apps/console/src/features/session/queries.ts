import { operatorLogin, operatorLogout, type EndpointInput } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { operatorSessionQueryOptions } from '../../lib/operator-session-query.ts';
import { clearSessionToken, storeSessionToken } from '../../lib/session-token.ts';

export type OperatorLoginInput = EndpointInput<typeof operatorLogin>;

/** The signed-in operator (merchant code, name, role, permissions). */
export function useOperatorSession() {
  return useQuery(operatorSessionQueryOptions());
}

export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorLoginInput) => apiClient.call(operatorLogin, input),
    onSuccess: ({ token, operator }) => {
      // Nothing cached for a previous operator may leak into this session.
      queryClient.clear();
      queryClient.setQueryData(operatorSessionQueryOptions().queryKey, operator);
      storeSessionToken(token);
    },
  });
}

export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(operatorLogout, {}),
    // Signing out locally must work even when the server can't be reached.
    onSettled: () => {
      clearSessionToken('signed_out');
      queryClient.clear();
    },
  });
}
