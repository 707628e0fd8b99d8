import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';
import { LobbyEmptyState } from './lobby-empty-state.tsx';

export interface SectionStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isFetching'>;
  loadingLabel: string;
  emptyMessage: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A lobby section's loading, error (with retry) and empty states, or its content. */
export function SectionState<T>({ query, loadingLabel, emptyMessage, isEmpty, children }: SectionStateProps<T>) {
  const { t } = useTranslation('lobby');
  const errorMessage = useErrorMessage();
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error)}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined || isEmpty(query.data)) return <LobbyEmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
