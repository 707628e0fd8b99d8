import { ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { attentionLinks } from './attention-links.ts';
import { useAttention } from './queries.ts';
import './attention.css';

/** The console home's first block: each queue the role may view, its open items, a link to work them. */
export function AttentionPanel() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const attention = useAttention();

  function renderBody() {
    if (attention.isError && !attention.data) {
      return <ErrorState message={errorMessage(attention.error)} onRetry={() => void attention.refetch()} />;
    }
    if (!attention.data) return <LoadingState />;
    const { queues } = attention.data;
    const waiting = queues.reduce((sum, q) => sum + q.count, 0);
    return (
      <>
        <p className="card-hint" role="status">
          {waiting === 0 ? t('attention.allClear') : t('attention.waiting', { count: waiting })}
        </p>
        <ul className="attention-queues">
          {queues.map(({ queue, count }) => (
            <li key={queue}>
              <Link
                to={attentionLinks[queue].to}
                className="attention-queue"
                data-waiting={count > 0}
                data-testid={`attention-${queue}`}
              >
                <span className="attention-count">{count.toLocaleString()}</span>
                <span className="attention-label">{t(`attention.queues.${queue}`, { count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title" className="card-title">
        {t('attention.title')}
      </h2>
      {renderBody()}
    </section>
  );
}
