import { EmptyState, ErrorState, LoadingState, SelectField, Tabs } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BetsTab } from '../../features/sportsbook/bets-tab.tsx';
import { EventsTab } from '../../features/sportsbook/events-tab.tsx';
import { useSportsbookProviders } from '../../features/sportsbook/queries.ts';
import { RiskTab } from '../../features/sportsbook/risk-tab.tsx';
import '../../features/sportsbook/sportsbook.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';

const tabs = ['events', 'risk', 'bets'] as const;
type SportsbookTab = (typeof tabs)[number];

/**
 * `/console/sportsbook`: the merchant's sportsbook back office at one of its providers of the sports category
 * (decision 0089) — the events and markets with suspensions and voids, the risk view of the biggest open
 * exposures, the bet search.
 */
export function SportsbookPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const providers = useSportsbookProviders();

  const set = (changes: Record<string, string>) =>
    setSearchParams({ ...Object.fromEntries(searchParams), ...changes }, { replace: true });

  const head = (
    <div className="page-head">
      <h1 className="page-title">{t('sportsbook.title')}</h1>
      <p className="page-intro">{t('sportsbook.intro')}</p>
    </div>
  );
  if (providers.isPending)
    return (
      <>
        {head}
        <LoadingState label={t('states.loading')} />
      </>
    );
  if (providers.isError)
    return (
      <>
        {head}
        <ErrorState message={errorMessage(providers.error)} onRetry={() => void providers.refetch()} />
      </>
    );
  const list = providers.data.list;
  if (list.length === 0)
    return (
      <>
        {head}
        <EmptyState message={t('sportsbook.noProvider')} />
      </>
    );
  const providerCode = list.find((p) => p.code === searchParams.get('provider'))?.code ?? list[0]!.code;
  const asked = searchParams.get('tab');
  const selected: SportsbookTab = tabs.find((tab) => tab === asked) ?? 'events';

  return (
    <>
      {head}
      {list.length > 1 ? (
        <div className="sportsbook-toolbar">
          <SelectField
            label={t('sportsbook.provider')}
            value={providerCode}
            onChange={(event) => set({ provider: event.target.value })}
            options={list.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
          />
        </div>
      ) : null}
      <Tabs
        label={t('sportsbook.title')}
        items={tabs.map((id) => ({ id, label: t(`sportsbook.tabs.${id}`) }))}
        selectedId={selected}
        onSelect={(id) => set({ tab: id })}
      >
        {selected === 'events' ? <EventsTab key={providerCode} providerCode={providerCode} /> : null}
        {selected === 'risk' ? <RiskTab providerCode={providerCode} /> : null}
        {selected === 'bets' ? <BetsTab key={providerCode} providerCode={providerCode} /> : null}
      </Tabs>
    </>
  );
}
