import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';

export interface HelpEntriesStateProps<T> {
  entries: UseQueryResult<T[]>;
  children: (entries: T[]) => ReactNode;
}

/** The loading, error (with retry) and empty states of a help-entry list; the list itself when it has entries. */
export function HelpEntriesState<T>({ entries, children }: HelpEntriesStateProps<T>) {
  const { t } = useTranslation('help');
  const errorMessage = useErrorMessage();
  if (entries.isPending) return <LoadingState label={t('loading')} />;
  if (entries.isError) {
    return (
      <ErrorState
        message={errorMessage(entries.error)}
        retryLabel={t('retry')}
        onRetry={() => void entries.refetch()}
        isRetrying={entries.isFetching}
      />
    );
  }
  if (entries.data.length === 0) return <EmptyState message={t('empty')} />;
  return children(entries.data);
}
