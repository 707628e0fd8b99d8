import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useSyncCatalog } from './queries.ts';

/**
 * "Sync from provider": reads the configured game server's catalog and adds or updates its vendors and games.
 * What the operator set (names, order, switches, icons, lane) is kept; games the provider dropped are hidden.
 */
export function SyncCard() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const sync = useSyncCatalog();
  const result = sync.data;

  return (
    <section className="card catalog-sync" aria-labelledby="catalog-sync-title">
      <h2 id="catalog-sync-title" className="card-title">
        {t('catalog.syncTitle')}
      </h2>
      <p className="card-hint">{t('catalog.syncHint')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => sync.mutate()}
        aria-disabled={sync.isPending || undefined}
      >
        {sync.isPending ? t('catalog.syncing') : t('catalog.sync')}
      </button>
      <p role="status" className="catalog-sync-result">
        {result
          ? t('catalog.syncResult', {
              provider: result.providerCode,
              vendors: result.vendorsCreated,
              created: result.gamesCreated,
              updated: result.gamesUpdated,
              unlisted: result.gamesUnlisted,
            })
          : ''}
      </p>
      {result && result.skipped.length > 0 ? (
        <details>
          <summary>{t('catalog.syncSkipped', { count: result.skipped.length })}</summary>
          <ul className="catalog-skipped">
            {result.skipped.map((entry) => (
              <li key={entry.gameCode}>
                {entry.gameCode}: {t(`catalog.skipReasons.${entry.reason}`, { defaultValue: entry.reason })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {sync.isError ? <AlertMessage message={errorMessage(sync.error)} /> : null}
    </section>
  );
}
