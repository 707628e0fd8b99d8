import { cockfightSides, type CockfightFight, type CockfightSide } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOddsText } from './session-context.tsx';

/** Seconds left in the window: what the server counted when the arena was read, less the time since. */
function useCountdown(closesInMs: number | null, readAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (closesInMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [closesInMs]);
  if (closesInMs === null) return null;
  return Math.max(0, Math.ceil((closesInMs - Math.max(0, now - readAt)) / 1000));
}

/**
 * The fight on now: its number and state, MERON (red) against WALA (blue), the window's countdown, and the three
 * sides with their odds — pressable while the window is open.
 */
export function FightCard({
  fight,
  readAt,
  side,
  onPick,
}: {
  fight: CockfightFight;
  readAt: number;
  side: CockfightSide | null;
  onPick: (side: CockfightSide) => void;
}) {
  const { t } = useTranslation();
  const priceText = useOddsText();
  const seconds = useCountdown(fight.closesInMs, readAt);
  const open = fight.state === 'open' && seconds !== 0;
  return (
    <article className="fight-card" aria-label={t('cockfight_fight', { number: fight.number })}>
      <div className="event-head">
        <strong>{t('cockfight_fight', { number: fight.number })}</strong>
        <span className="fight-state" data-state={fight.state} role="status">
          {fight.state === 'open' && seconds !== null
            ? t('cockfight_closes_in', { seconds })
            : t(`cockfight_state_${fight.state}`)}
        </span>
      </div>
      <div className="fight-entries">
        <span className="fight-entry" data-side="meron">
          <span className="fight-side-name">{t('cockfight_side_meron')}</span>
          <strong>{fight.meron}</strong>
        </span>
        <span className="muted">{t('cockfight_vs')}</span>
        <span className="fight-entry" data-side="wala">
          <span className="fight-side-name">{t('cockfight_side_wala')}</span>
          <strong>{fight.wala}</strong>
        </span>
      </div>
      <div className="fight-sides" role="group" aria-label={t('cockfight_pick_side')}>
        {cockfightSides.map((item) => (
          <button
            key={item}
            type="button"
            className="price fight-side"
            data-side={item}
            aria-pressed={side === item}
            disabled={!open}
            onClick={() => onPick(item)}
          >
            <span className="price-label">{t(`cockfight_side_${item}`)}</span>
            <span className="price-odds">{priceText(fight.odds[item])}</span>
          </button>
        ))}
      </div>
      <p className="muted">{t('cockfight_draw_rule')}</p>
    </article>
  );
}
