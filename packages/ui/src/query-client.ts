import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export interface AppQueryClientOptions {
  /** How long an answer counts as fresh. */
  staleTime: number;
  /** Whether a failed query is tried again (mutations never are: they change things). */
  retry: (failureCount: number, error: unknown) => boolean;
  /** Every failed query and mutation passes here: the app's session handling (signed out, password change). */
  onError: (error: unknown) => void;
  refetchOnWindowFocus?: boolean;
}

/** The server-state cache of an app: one error hook for every call, retries for queries only. */
export function createAppQueryClient({
  staleTime,
  retry,
  onError,
  refetchOnWindowFocus = true,
}: AppQueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime, retry, refetchOnWindowFocus },
      mutations: { retry: false },
    },
  });
}
