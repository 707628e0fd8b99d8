import { lotteryEndpoints, toWireMoney } from '@ficha/contract';
import { lotteryBetTypes } from '@ficha/engines';
import { Button, moneyText } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi } from '../lib/api.ts';
import {
  betShape,
  chaseDraws,
  freshChoice,
  hasOddsPerPick,
  isSlipBet,
  oddsKey,
  toSlipBet,
  togglePick,
  type SlipBet,
  type SlipProblem,
  wireToMinor,
} from '../lib/bet-slip.ts';
import { betTypeKey } from '../lib/text-keys.ts';
import { PickBall, PickList } from './pick-label.tsx';
import type { LotterySession } from './lottery-page.tsx';

interface BetFormProps {
  session: LotterySession;
  drawCode: string | null;
  /** When the open draw is drawn (names Mark Six zodiac picks by its lunar year). */
  drawAt: Date;
  money: (amount: number | bigint) => string;
  onBought: (balance: number) => void;
}

/** Picks a bet of the game, puts it on the slip with its unit stake, and buys the slip on the open draw. */
export function BetForm({ session, drawCode, drawAt, money, onBought }: BetFormProps) {
  const { t, i18n } = useTranslation();
  const { kind } = session;
  const betTypes = Object.keys(lotteryBetTypes[kind]);
  const [choice, setChoice] = useState(() => freshChoice(kind, betTypes[0]!));
  const [unitText, setUnitText] = useState('1.00');
  const [problem, setProblem] = useState<SlipProblem | null>(null);
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const [buying, setBuying] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [chasing, setChasing] = useState(false);
  const [chaseText, setChaseText] = useState('5');
  const [stopOnWin, setStopOnWin] = useState(true);
  const draws = chasing ? chaseDraws(chaseText) : 1;
  const shape = betShape(kind, choice.betType);
  const limits = { minUnitMinor: wireToMinor(session.minUnit), maxStakeMinor: wireToMinor(session.maxStake) };
  const odds = (pick?: number) => session.odds[oddsKey(kind, choice.betType, pick)];
  const oddsText = (hundredths: string | undefined) =>
    hundredths === undefined ? '—' : `×${moneyText(BigInt(hundredths), i18n.language)}`;
  const picks = shape.picks
    ? Array.from({ length: shape.picks.highest - shape.picks.lowest + 1 }, (_, i) => shape.picks!.lowest + i)
    : [];
  const total = slip.reduce((sum, bet) => sum + bet.stakeMinor, 0n);

  const problemText = (value: SlipProblem) =>
    value.reason === 'picks'
      ? value.min === value.max
        ? t('slip_problem_picks_exact', { count: value.min })
        : t('slip_problem_picks', { min: value.min, max: value.max })
      : value.reason === 'unit'
        ? t('slip_problem_unit', { amount: money(value.minMinor) })
        : t('slip_problem_stake', { amount: money(value.maxMinor) });

  function addToSlip() {
    const bet = toSlipBet(kind, choice, unitText, limits);
    if (!isSlipBet(bet)) return setProblem(bet);
    setProblem(null);
    setOutcome(null);
    setSlip((bets) => [...bets, bet]);
    setChoice(freshChoice(kind, choice.betType));
  }

  async function buy() {
    if (!drawCode || slip.length === 0 || draws === null) return;
    setBuying(true);
    setOutcome(null);
    let bought = 0;
    try {
      for (const bet of slip) {
        // The bet's id is its request id: a repeated buy of the same bet answers the same ticket (or chase).
        const request = {
          requestId: bet.id,
          drawCode,
          betType: bet.betType,
          ...(bet.position === undefined ? {} : { position: bet.position }),
          picks: bet.picks,
          unit: toWireMoney(bet.unitMinor),
        };
        const answer = chasing
          ? await lotteryApi.call(lotteryEndpoints.chase, { ...request, draws, stopOnWin })
          : await lotteryApi.call(lotteryEndpoints.buy, request);
        bought += 1;
        onBought(answer.balance);
        setSlip((bets) => bets.filter((b) => b.id !== bet.id));
      }
      setOutcome({ ok: true, text: t(chasing ? 'chases_bought' : 'bought', { count: bought }) });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, t('buy_failed')) });
    } finally {
      setBuying(false);
    }
  }

  return (
    <div className="lottery-form">
      <fieldset className="lottery-fieldset">
        <legend>{t('bet_type')}</legend>
        <div className="lottery-chips">
          {betTypes.map((betType) => (
            <button
              key={betType}
              type="button"
              className="lottery-chip"
              aria-pressed={choice.betType === betType}
              onClick={() => {
                setChoice(freshChoice(kind, betType));
                setProblem(null);
              }}
            >
              {t(betTypeKey(betType))}
            </button>
          ))}
        </div>
      </fieldset>

      {shape.positions > 0 && (
        <label className="lottery-field">
          <span>{t('position')}</span>
          <select
            value={choice.position}
            onChange={(event) => setChoice({ ...choice, position: Number(event.target.value) })}
          >
            {Array.from({ length: shape.positions }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {t('position_n', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}

      {shape.picks && (
        <fieldset className="lottery-fieldset">
          <legend>
            {t('picks')}{' '}
            <span className="lottery-muted">
              ({choice.picks.length > 0 ? <PickList kind={kind} bet={choice} at={drawAt} /> : '—'})
            </span>
          </legend>
          <div className={`lottery-balls lottery-balls--${kind}`}>
            {picks.map((pick) => (
              <PickBall
                key={pick}
                kind={kind}
                betType={choice.betType}
                pick={pick}
                at={drawAt}
                pressed={choice.picks.includes(pick)}
                onToggle={() => setChoice(togglePick(kind, choice, pick))}
                odds={hasOddsPerPick(kind, choice.betType) ? oddsText(odds(pick)) : undefined}
              />
            ))}
          </div>
        </fieldset>
      )}

      <div className="lottery-stake-row">
        <label className="lottery-field">
          <span>{t('unit_stake')}</span>
          <input
            inputMode="decimal"
            value={unitText}
            dir="ltr"
            onChange={(event) => setUnitText(event.target.value)}
            aria-describedby="unit-help"
          />
        </label>
        <p id="unit-help" className="lottery-muted">
          {t('odds')} <strong dir="ltr">{oddsText(hasOddsPerPick(kind, choice.betType) ? undefined : odds())}</strong>
        </p>
        <Button onClick={addToSlip}>{t('add_to_slip')}</Button>
      </div>
      {problem && (
        <p className="lottery-problem" role="alert">
          {problemText(problem)}
        </p>
      )}

      <section className="lottery-slip" aria-labelledby="slip-heading">
        <h3 id="slip-heading">{t('slip')}</h3>
        {slip.length === 0 ? (
          <p className="lottery-muted">{t('slip_empty')}</p>
        ) : (
          <ul className="lottery-list">
            {slip.map((bet) => (
              <li key={bet.id} className="lottery-row">
                <span>
                  {t(betTypeKey(bet.betType))}
                  {bet.position !== undefined && ` · ${t('position_n', { n: bet.position })}`}
                  {bet.picks.length > 0 && (
                    <>
                      {' · '}
                      <PickList kind={kind} bet={bet} at={drawAt} />
                    </>
                  )}
                </span>
                <span className="lottery-muted">{t('units', { count: bet.units })}</span>
                <strong>{money(bet.stakeMinor)}</strong>
                <button
                  type="button"
                  className="lottery-remove"
                  aria-label={t('remove')}
                  onClick={() => setSlip((bets) => bets.filter((b) => b.id !== bet.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <fieldset className="lottery-chase">
          <label className="lottery-check">
            <input type="checkbox" checked={chasing} onChange={(event) => setChasing(event.target.checked)} />
            {t('chase_option')}
          </label>
          {chasing && (
            <>
              <label className="lottery-field lottery-chase-draws">
                <span>{t('chase_draws')}</span>
                <input
                  inputMode="numeric"
                  dir="ltr"
                  value={chaseText}
                  onChange={(event) => setChaseText(event.target.value)}
                  aria-invalid={draws === null}
                />
              </label>
              <label className="lottery-check">
                <input type="checkbox" checked={stopOnWin} onChange={(event) => setStopOnWin(event.target.checked)} />
                {t('chase_stop_on_win')}
              </label>
              {draws === null && (
                <p className="lottery-problem" role="alert">
                  {t('chase_problem_draws')}
                </p>
              )}
            </>
          )}
        </fieldset>
        <div className="lottery-slip-total">
          <span>
            {chasing && draws !== null ? t('chase_total', { count: draws }) : t('total')}{' '}
            <strong>{money(total * BigInt(draws ?? 1))}</strong>
          </span>
          <Button onClick={() => void buy()} disabled={buying || slip.length === 0 || !drawCode || draws === null}>
            {buying ? t('buying') : t('buy')}
          </Button>
        </div>
        {outcome && (
          <p className={outcome.ok ? 'lottery-ok' : 'lottery-problem'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </section>
    </div>
  );
}
