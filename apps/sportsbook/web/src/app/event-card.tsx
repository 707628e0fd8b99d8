import type { SportsEvent } from '@ficha/contract';
import { formatDateTime } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipLeg } from '../lib/slip.ts';
import { marketLabel, selectionLabel } from './market-labels.ts';
import { useOddsText, useSportsSession } from './session-context.tsx';

type Market = SportsEvent['markets'][number];

/** The order prices are shown in, whatever order the feed sent them: home before draw before away, and so on. */
const selectionOrder = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'];
const rank = (selection: string) => {
  const index = selectionOrder.indexOf(selection);
  return index === -1 ? selectionOrder.length : index;
};

/** The market a card shows without opening it: the match result, else the winner of the whole match. */
const mainMarketOf = (event: SportsEvent) =>
  event.markets.find((market) => market.kind === '1x2') ??
  event.markets.find((market) => market.kind === 'winner' && market.map === 0) ??
  event.markets[0];

/** An event: teams, league, start or live score and minute, its main prices, and all its markets when opened. */
export function EventCard({
  event,
  slip,
  onPick,
}: {
  event: SportsEvent;
  slip: readonly SlipLeg[];
  onPick: (leg: SlipLeg) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSportsSession();
  const [expanded, setExpanded] = useState(false);
  const main = mainMarketOf(event);
  const match = `${event.home} – ${event.away}`;
  const live = event.status === 'live';
  return (
    <article className="event-card" aria-label={match}>
      <div className="event-head">
        <span className="muted event-league">
          {t(`sport_${event.sport}`)} · {event.league}
        </span>
        {live ? (
          <span className="live-tag">{t('live_minute', { minute: event.minute ?? 0 })}</span>
        ) : (
          <time className="muted" dateTime={event.startsAt}>
            {formatDateTime(event.startsAt, locale, { time: 'short' })}
          </time>
        )}
      </div>
      <div className="event-teams">
        <span>{event.home}</span>
        {live ? (
          <strong className="score" aria-label={t('score')}>
            {event.score.home} : {event.score.away}
          </strong>
        ) : (
          <span className="muted">–</span>
        )}
        <span>{event.away}</span>
      </div>
      {main ? <MarketPrices event={event} market={main} slip={slip} onPick={onPick} /> : null}
      {event.markets.length > 1 ? (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('markets_hide') : t('markets_all', { count: event.markets.length })}
        </button>
      ) : null}
      {expanded ? (
        <div className="market-view">
          {event.markets
            .filter((market) => market !== main)
            .map((market) => (
              <section key={market.id} className="market" aria-label={marketLabel(t, market)}>
                <h3 className="market-title">{marketLabel(t, market)}</h3>
                <MarketPrices event={event} market={market} slip={slip} onPick={onPick} />
              </section>
            ))}
        </div>
      ) : null}
    </article>
  );
}

/** A market's prices as buttons; a suspended market shows them greyed and takes no pick. */
function MarketPrices({
  event,
  market,
  slip,
  onPick,
}: {
  event: SportsEvent;
  market: Market;
  slip: readonly SlipLeg[];
  onPick: (leg: SlipLeg) => void;
}) {
  const { t } = useTranslation();
  const priceText = useOddsText();
  const match = `${event.home} – ${event.away}`;
  return (
    <div className="prices" data-suspended={market.suspended || undefined}>
      {Object.entries(market.odds)
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }))
        .map(([selection, odds]) => {
          const label = selectionLabel(t, event, selection);
          const picked = slip.some((leg) => leg.marketId === market.id && leg.selection === selection);
          return (
            <button
              key={selection}
              type="button"
              className="price"
              aria-pressed={picked}
              disabled={market.suspended}
              title={market.suspended ? t('suspended') : undefined}
              onClick={() =>
                onPick({
                  eventId: event.id,
                  marketId: market.id,
                  selection,
                  odds,
                  match,
                  pick: `${marketLabel(t, market)}: ${label}`,
                  live: event.status === 'live',
                })
              }
            >
              <span className="price-label">{label}</span>
              <strong className="price-odds">{market.suspended ? '—' : priceText(odds)}</strong>
            </button>
          );
        })}
    </div>
  );
}
