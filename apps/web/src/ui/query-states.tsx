import { ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../lib/error-message.ts';

export interface QueryStatesProps {
  /** The query of the section (react-query's result: its error, refetch and fetching flag). */
  query: { error: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  retryLabel: string;
}

/** A section's body while its query has no data: the loading state, or the error in the server's words with a retry. */
export function QueryStates({ query, loadingLabel, retryLabel }: QueryStatesProps) {
  const errorMessage = useErrorMessage();
  if (!query.isError) return <LoadingState label={loadingLabel} />;
  return (
    <ErrorState
      message={errorMessage(query.error)}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
