import { cockfightEndpoints, type CockfightSide } from '@ficha/contract';
import { moneyText, Tabs } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { CockfightBetForm } from './cockfight-bet-form.tsx';
import { CockfightMyBets } from './cockfight-my-bets.tsx';
import { FightCard } from './fight-card.tsx';
import { FightResults } from './fight-results.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { useSportsSession } from './session-context.tsx';

/**
 * How often the arena is read again (decision 0072): the betting pages poll like the sports lanes do — the fight's
 * state, its window and the results follow the feed or the operator within this time.
 */
const refreshMs = 2_000;

type View = 'arena' | 'bets';

/** The cockfight lane: the arena's fight on now with its window, the bet form, the next fights and the results. */
export function CockfightPage() {
  const { t } = useTranslation();
  const { session, balance, locale } = useSportsSession();
  const [view, setView] = useState<View>('arena');
  const [side, setSide] = useState<CockfightSide | null>(null);
  const arena = useQuery({
    queryKey: ['cockfight-arena'],
    queryFn: () => sportsApi.call(cockfightEndpoints.arena, {}),
    refetchInterval: refreshMs,
  });
  const current = arena.data?.current ?? null;
  const open = current?.state === 'open';
  return (
    <div className="book">
      <header className="book-bar">
        <h1 className="book-title">
          {t('lane_cockfight')}
          {session.mode === 'demo' ? <span className="badge">{t('demo')}</span> : null}
        </h1>
        <div className="book-tools">
          <OddsFormatSelect />
          <div className="book-balance" aria-live="polite">
            <span className="muted">{t('balance')}</span>
            <strong data-testid="sports-balance">{moneyText(balance, locale, { currency: session.currency })}</strong>
          </div>
        </div>
      </header>
      <div className="book-body">
        <main className="book-main">
          <Tabs
            label={t('lane_cockfight')}
            items={[
              { id: 'arena', label: t('cockfight_tab_arena') },
              { id: 'bets', label: t('tab_my_bets') },
            ]}
            selectedId={view}
            onSelect={setView}
          >
            {view === 'bets' ? (
              <CockfightMyBets />
            ) : arena.isPending ? (
              <p className="page-status" role="status">
                {t('loading')}
              </p>
            ) : arena.isError ? (
              <p className="page-status" role="alert">
                {errorText(arena.error, t('error_generic'))}
              </p>
            ) : !arena.data.arena || !current ? (
              <p className="page-status">{t('cockfight_arena_empty')}</p>
            ) : (
              <div className="arena">
                <h2 className="section-title">{arena.data.arena.name}</h2>
                <FightCard
                  fight={current}
                  readAt={arena.dataUpdatedAt}
                  side={open ? side : null}
                  onPick={(picked) => setSide(picked === side ? null : picked)}
                />
                {arena.data.upcoming.length > 0 ? (
                  <section aria-label={t('cockfight_upcoming')}>
                    <h2 className="section-title">{t('cockfight_upcoming')}</h2>
                    <ul className="fight-list">
                      {arena.data.upcoming.map((fight) => (
                        <li key={fight.id} className="fight-line">
                          <span>{t('cockfight_fight', { number: fight.number })}</span>
                          <span className="muted">
                            {fight.meron} · {fight.wala}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <FightResults fights={arena.data.results} />
              </div>
            )}
          </Tabs>
        </main>
        <CockfightBetForm fight={open ? current : null} side={side} onPlaced={() => setSide(null)} />
      </div>
    </div>
  );
}
