import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, SelectField } from '@ficha/ui';
import { useProviderList } from '../../lib/provider-list.ts';
import { useSyncCatalog } from './queries.ts';

/**
 * "Sync from provider": reads the catalog of a registered, enabled game provider (picked here) and adds or
 * updates its vendors and games. What the operator set (names, order, switches, icons, lane) is kept; games
 * the provider dropped are hidden.
 */
export function SyncCard() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const sync = useSyncCatalog();
  const providers = useProviderList();
  const enabled = (providers.data?.list ?? []).filter((p) => p.enabled);
  const [picked, setPicked] = useState('');
  const providerCode = enabled.some((p) => p.code === picked) ? picked : (enabled[0]?.code ?? '');
  const result = sync.data;

  return (
    <section className="card catalog-sync" aria-labelledby="catalog-sync-title">
      <h2 id="catalog-sync-title" className="card-title">
        {t('catalog.syncTitle')}
      </h2>
      <p className="card-hint">{t('catalog.syncHint')}</p>
      {providers.isSuccess && enabled.length === 0 ? (
        <p className="card-hint">
          {t('catalog.syncNoProvider')} <Link to="/providers">{t('catalog.syncProvidersLink')}</Link>
        </p>
      ) : (
        <div className="catalog-sync-controls">
          <SelectField
            label={t('catalog.syncProvider')}
            value={providerCode}
            options={enabled.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
            onChange={(event) => setPicked(event.target.value)}
          />
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => {
              if (providerCode && !sync.isPending) sync.mutate(providerCode);
            }}
            aria-disabled={sync.isPending || !providerCode || undefined}
          >
            {sync.isPending ? t('catalog.syncing') : t('catalog.sync')}
          </button>
        </div>
      )}
      {providers.isError ? <AlertMessage message={errorMessage(providers.error)} /> : null}
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
