import type { LotteryDraw } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds left until an instant, never below zero, as m:ss (or h:mm:ss). */
export function countdownText(untilMs: number, nowMs: number): string {
  const left = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = String(left % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The draw taking tickets now: its code, the time left to buy, and the published hash of its server seed. */
export function DrawPanel({ draw, loading, locale }: { draw: LotteryDraw | null; loading: boolean; locale: string }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!draw) {
    return (
      <div className="lottery-draw">
        <h2 id="draw-heading">{t('current_draw')}</h2>
        <p className="lottery-muted" role="status">
          {loading ? t('loading') : t('no_open_draw')}
        </p>
      </div>
    );
  }
  const closesAt = Date.parse(draw.closesAt);
  const closed = closesAt <= now;
  return (
    <div className="lottery-draw">
      <h2 id="draw-heading">
        {t('current_draw')}{' '}
        <span className="lottery-code" data-testid="open-draw">
          {draw.drawCode}
        </span>
      </h2>
      <p className="lottery-countdown" aria-live="off">
        <span>{closed ? t('closed_waiting') : t('closes_in')}</span>{' '}
        {!closed && <strong dir="ltr">{countdownText(closesAt, now)}</strong>}
        <span className="lottery-muted">
          {' · '}
          {t('draw_at', { time: new Date(draw.drawAt).toLocaleTimeString(locale) })}
        </span>
      </p>
      <p className="lottery-hash">
        <span className="lottery-muted">{t('seed_hash')}</span> <code dir="ltr">{draw.serverSeedHash}</code>
      </p>
    </div>
  );
}
