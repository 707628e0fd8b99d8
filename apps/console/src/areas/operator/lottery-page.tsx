import { EmptyState, ErrorState, LoadingState, SelectField, Tabs } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DrawCalendarTab } from '../../features/lottery/draw-calendar-tab.tsx';
import { LiabilityTab } from '../../features/lottery/liability-tab.tsx';
import { LotteryGamePicker } from '../../features/lottery/lottery-game-picker.tsx';
import { LotteryReportTab } from '../../features/lottery/lottery-report-tab.tsx';
import { LotterySettingsTab } from '../../features/lottery/lottery-settings-tab.tsx';
import { useLotteryProviders, useLotterySettings } from '../../features/lottery/queries.ts';
import '../../features/lottery/lottery.css';
import '../../features/reports/reports.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';

const tabs = ['draws', 'liability', 'settings', 'reports'] as const;
type LotteryTab = (typeof tabs)[number];

/**
 * `/console/lottery`: the merchant's lottery back office at one of its lottery providers (decision 0084) — the
 * draw calendar with cancellation, the liability of the open draw, the settings per game — and the reports of every
 * game over a period (decision 0090).
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const providers = useLotteryProviders();

  const set = (changes: Record<string, string>) =>
    setSearchParams({ ...Object.fromEntries(searchParams), ...changes }, { replace: true });

  const head = (
    <div className="page-head">
      <h1 className="page-title">{t('lottery.title')}</h1>
      <p className="page-intro">{t('lottery.intro')}</p>
    </div>
  );
  if (providers.isPending)
    return (
      <>
        {head}
        <LoadingState label={t('states.loading')} />
      </>
    );
  if (providers.isError) {
    return (
      <>
        {head}
        <ErrorState message={errorMessage(providers.error)} onRetry={() => void providers.refetch()} />
      </>
    );
  }
  const list = providers.data.list;
  if (list.length === 0)
    return (
      <>
        {head}
        <EmptyState message={t('lottery.noProvider')} />
      </>
    );
  const providerCode = list.find((p) => p.code === searchParams.get('provider'))?.code ?? list[0]!.code;
  const asked = searchParams.get('tab');
  const selected: LotteryTab = tabs.find((tab) => tab === asked) ?? 'draws';

  return (
    <>
      {head}
      <div className="lottery-toolbar">
        {list.length > 1 ? (
          <SelectField
            label={t('lottery.provider')}
            value={providerCode}
            onChange={(event) => set({ provider: event.target.value })}
            options={list.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
          />
        ) : null}
        {selected === 'settings' || selected === 'reports' ? null : (
          <GameChoice providerCode={providerCode} value={searchParams.get('game')} onChange={(game) => set({ game })} />
        )}
      </div>
      <Tabs
        label={t('lottery.title')}
        items={tabs.map((id) => ({ id, label: t(`lottery.tabs.${id}`) }))}
        selectedId={selected}
        onSelect={(id) => set({ tab: id })}
      >
        {selected === 'settings' ? <LotterySettingsTab providerCode={providerCode} /> : null}
        {selected === 'reports' ? <LotteryReportTab providerCode={providerCode} /> : null}
        {selected === 'draws' || selected === 'liability' ? (
          <GameTab providerCode={providerCode} gameCode={searchParams.get('game')} tab={selected} />
        ) : null}
      </Tabs>
    </>
  );
}

/** The game the draws and liability tabs show: the one asked for, or the provider's first. */
function useGameCode(providerCode: string, asked: string | null) {
  const settings = useLotterySettings(providerCode);
  const codes = settings.data?.games.map((game) => game.gameCode) ?? [];
  return { codes, gameCode: codes.find((code) => code === asked) ?? codes[0] ?? null, settings };
}

function GameChoice(props: { providerCode: string; value: string | null; onChange: (gameCode: string) => void }) {
  const { codes, gameCode } = useGameCode(props.providerCode, props.value);
  if (!gameCode) return null;
  return <LotteryGamePicker gameCodes={codes} value={gameCode} onChange={props.onChange} />;
}

function GameTab(props: { providerCode: string; gameCode: string | null; tab: 'draws' | 'liability' }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const { gameCode, settings } = useGameCode(props.providerCode, props.gameCode);
  if (settings.isPending) return <LoadingState label={t('states.loading')} />;
  if (settings.isError)
    return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  if (!gameCode) return <EmptyState message={t('lottery.noGame')} />;
  return props.tab === 'draws' ? (
    <DrawCalendarTab providerCode={props.providerCode} gameCode={gameCode} />
  ) : (
    <LiabilityTab providerCode={props.providerCode} gameCode={gameCode} />
  );
}
