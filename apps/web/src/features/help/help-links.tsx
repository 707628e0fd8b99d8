import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { helpEntryPath } from './help-tag.ts';
import { helpEntriesQuery } from './queries.ts';
import './help-links.css';

/** The footer's list of help entries, each a link to `/help#<tag>`. */
export function HelpLinks() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const entries = useQuery(helpEntriesQuery(language));

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

  return (
    <ul className="help-links">
      {entries.data.map((entry) => (
        <li key={entry.tag}>
          <Link className="help-links__link" to={helpEntryPath(entry.tag)}>
            {entry.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
