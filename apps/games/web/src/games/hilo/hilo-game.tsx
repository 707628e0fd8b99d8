import { gamesApiEndpoints } from '@ficha/contract';
import type { HiloGuess } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { moneyText } from '@ficha/ui';
import { returnAt, toMinor, toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { PlayButton } from '../shared/play-button.tsx';
import { ResultBanner } from '../shared/result-banner.tsx';
import { useOpenRound } from '../shared/use-open-round.ts';
import { PlayingCard } from './playing-card.tsx';
import './hilo.css';
import '../shared/minis.css';

/** Hilo: guess whether the next card is higher or lower; each right guess multiplies; cash out any time after one. */
export default function HiloGame() {
  const { t } = useTranslation();
  const { betMinor, session, locale } = useGame();
  const { round, open, busy, act } = useOpenRound('hilo');
  const outcome = round?.outcome.game === 'hilo' ? round.outcome : null;
  const current = outcome?.cards.at(-1) ?? null;
  const wonGuesses = outcome?.steps.filter((s) => s.action === 'guess').length ?? 0;
  const stakeMinor = round ? toMinor(round.stake) : betMinor;

  const start = () =>
    void act(gamesApiEndpoints.hiloStart, { requestId: newRequestId(), bet: toWire(betMinor) }).then(() =>
      sound('click'),
    );
  const guess = (choice: HiloGuess | 'skip') =>
    round &&
    void act(gamesApiEndpoints.hiloGuess, { roundId: round.roundId, guess: choice }).then((result) => {
      if (!result) return;
      sound(result.state === 'open' ? (choice === 'skip' ? 'click' : 'stop') : 'lose');
    });
  const cashOut = () =>
    round && void act(gamesApiEndpoints.hiloCashOut, { roundId: round.roundId }).then(() => sound('win'));

  return (
    <div className="game-layout">
      <div className="board">
        <div className="hilo-table">
          {current ? <PlayingCard card={current} /> : <div className="card card-back" aria-hidden="true" />}
        </div>
        {outcome && outcome.cards.length > 1 ? (
          <ol className="hilo-history" aria-label={t('hilo_history')}>
            {outcome.cards.slice(0, -1).map((card, i) => (
              <li key={i}>
                <PlayingCard card={card} small />
              </li>
            ))}
          </ol>
        ) : null}
        {outcome ? (
          <div className="stat">
            <span>{t('mines_current')}</span>
            <strong>{outcome.currentMultiplier}×</strong>
          </div>
        ) : null}
      </div>
      <div className="controls">
        <ResultBanner result={round} />
        {open && outcome ? (
          <>
            <div className="hilo-guesses">
              {outcome.offers.map((offer) => (
                <button
                  key={offer.guess}
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => guess(offer.guess)}
                >
                  {t(`hilo_${offer.guess}`)}
                  <small> · {offer.multiplier}×</small>
                </button>
              ))}
            </div>
            <div className="row">
              <button type="button" className="btn" disabled={busy} onClick={() => guess('skip')}>
                {t('hilo_skip')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                style={{ flex: 1 }}
                disabled={busy || wonGuesses === 0}
                onClick={cashOut}
              >
                {t('cash_out_amount', {
                  amount: moneyText(returnAt(stakeMinor, outcome.currentMultiplier), locale, {
                    currency: session.currency,
                  }),
                })}
              </button>
            </div>
          </>
        ) : (
          <>
            <BetSelector />
            <PlayButton busy={busy} onClick={start}>
              {t('hilo_start')}
            </PlayButton>
          </>
        )}
      </div>
    </div>
  );
}
