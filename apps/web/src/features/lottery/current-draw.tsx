import type { LgwDraw, LgwGame } from '@ficha/contract';
import { formatDateTime } from '@ficha/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useNow } from '../../lib/use-now.ts';
import { countdownText, drawClock } from './draw-clock.ts';
import { DrawNumbers } from './draw-numbers.tsx';
import { drawsAtSetTimes } from './draw-pace.ts';

export interface CurrentDrawProps {
  game: LgwGame;
  current: LgwDraw | null;
  previous: LgwDraw | null;
  /** Server time − local time at the last answer. */
  offsetMs: number;
  /** The "play" action (the lottery launcher). */
  action: ReactNode;
}

/** The game's draw taking tickets, counting down to its close, and the last result. */
export function CurrentDraw({ game, current, previous, offsetMs, action }: CurrentDrawProps) {
  const { t } = useTranslation('lottery');
  const locale = toLocaleTag(useLanguage());
  const now = useNow();
  const clock = current ? drawClock(current.closeTime, now, offsetMs) : null;
  return (
    <section className="lottery-card lottery-draw" aria-labelledby="lottery-draw-title" data-testid="current-draw">
      <div className="lottery-draw__head">
        <div>
          <h2 id="lottery-draw-title" className="lottery-draw__game">
            {game.gameName}
          </h2>
          <p className="lottery-draw__pace">
            {drawsAtSetTimes(game.everySeconds)
              ? t('draw_set_times')
              : t('draw_pace', { minutes: Math.round(game.everySeconds / 60) })}
          </p>
        </div>
        {action}
      </div>
      {current && clock ? (
        <div className="lottery-draw__now">
          <p className="lottery-draw__numero">{t('draw_number', { numero: current.numero })}</p>
          {clock.phase === 'open' ? (
            <p className="lottery-draw__countdown">
              <span>{t('closes_in')}</span>
              <time className="lottery-draw__clock" aria-live="off" dateTime={`PT${clock.secondsLeft}S`}>
                {countdownText(clock.secondsLeft)}
              </time>
            </p>
          ) : (
            <p className="lottery-draw__countdown lottery-draw__countdown--closed" role="status">
              {t('drawing_now')}
            </p>
          )}
          <p className="lottery-draw__time">
            {t('draw_at', { time: formatDateTime(current.drawTime, locale, { time: 'short' }) })}
          </p>
        </div>
      ) : (
        <p className="lottery-draw__now lottery-draw__waiting" role="status">
          {t('no_open_draw')}
        </p>
      )}
      <div className="lottery-draw__last">
        <h3 className="lottery-draw__last-title">{t('last_result')}</h3>
        {previous ? (
          <>
            <p className="lottery-draw__numero">{t('draw_number', { numero: previous.numero })}</p>
            <DrawNumbers draw={previous} />
          </>
        ) : (
          <p className="lottery-muted">{t('history_empty')}</p>
        )}
      </div>
    </section>
  );
}
