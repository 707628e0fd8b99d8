import { sportsbookEsports, sportsbookSports, type SportsbookGameCode, type SportsbookSport } from '@ficha/contract';
import { moneyText, Tabs } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipLeg } from '../lib/slip.ts';
import { togglePick } from '../lib/slip.ts';
import { BetSlip } from './bet-slip.tsx';
import { EventsView } from './events-view.tsx';
import { MyBets } from './my-bets.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { useSportsSession } from './session-context.tsx';

/** The sports a lane shows: the e-sports on `/esports`, the others on `/sports`. */
export const sportsOfLane = (lane: SportsbookGameCode): SportsbookSport[] =>
  sportsbookSports.filter((sport) => sportsbookEsports.includes(sport) === (lane === 'esports'));

type View = 'events' | 'bets';

/** The book: the balance on top, the events or my bets, and the slip beside them (below them on a phone). */
export function SportsbookPage({ lane }: { lane: SportsbookGameCode }) {
  const { t } = useTranslation();
  const { session, balance, locale } = useSportsSession();
  const [view, setView] = useState<View>('events');
  const [slip, setSlip] = useState<SlipLeg[]>([]);
  return (
    <div className="book">
      <header className="book-bar">
        <h1 className="book-title">
          {t(`lane_${lane}`)}
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
            label={t(`lane_${lane}`)}
            items={[
              { id: 'events', label: t('tab_events') },
              { id: 'bets', label: t('tab_my_bets') },
            ]}
            selectedId={view}
            onSelect={setView}
          >
            {view === 'events' ? (
              <EventsView sports={sportsOfLane(lane)} slip={slip} onPick={(leg) => setSlip(togglePick(slip, leg))} />
            ) : (
              <MyBets />
            )}
          </Tabs>
        </main>
        <BetSlip slip={slip} onChange={setSlip} />
      </div>
    </div>
  );
}
