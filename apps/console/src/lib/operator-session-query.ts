import { getOperatorSession } from '@ficha/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** The signed-in operator (merchant, name, role and its permissions), shared by the session feature and `useCan`. */
export function operatorSessionQueryOptions() {
  return queryOptions({
    queryKey: ['operator-session'],
    queryFn: () => apiClient.call(getOperatorSession, {}),
    staleTime: 5 * 60_000,
  });
}
