import { lotteryEndpoints, toWireMoney } from '@ficha/contract';
import { lotteryBetTypes } from '@ficha/engines';
import { Button, moneyText } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi } from '../lib/api.ts';
import {
  betShape,
  freshChoice,
  isSlipBet,
  oddsKey,
  toSlipBet,
  togglePick,
  type SlipBet,
  type SlipProblem,
  wireToMinor,
} from '../lib/bet-slip.ts';
import { betTypeKey } from '../lib/text-keys.ts';
import type { LotterySession } from './lottery-page.tsx';

interface BetFormProps {
  session: LotterySession;
  drawCode: string | null;
  money: (amount: number | bigint) => string;
  onBought: (balance: number) => void;
}

/** Picks a bet of the game, puts it on the slip with its unit stake, and buys the slip on the open draw. */
export function BetForm({ session, drawCode, money, onBought }: BetFormProps) {
  const { t, i18n } = useTranslation();
  const { kind } = session;
  const betTypes = Object.keys(lotteryBetTypes[kind]);
  const [choice, setChoice] = useState(() => freshChoice(kind, betTypes[0]!));
  const [unitText, setUnitText] = useState('1.00');
  const [problem, setProblem] = useState<SlipProblem | null>(null);
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const [buying, setBuying] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
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
      ? t('slip_problem_picks', { min: value.min, max: value.max })
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
    if (!drawCode || slip.length === 0) return;
    setBuying(true);
    setOutcome(null);
    let bought = 0;
    try {
      for (const bet of slip) {
        // The bet's id is its request id: a repeated buy of the same bet answers the same ticket.
        const answer = await lotteryApi.call(lotteryEndpoints.buy, {
          requestId: bet.id,
          drawCode,
          betType: bet.betType,
          ...(bet.position === undefined ? {} : { position: bet.position }),
          picks: bet.picks,
          unit: toWireMoney(bet.unitMinor),
        });
        bought += 1;
        onBought(answer.balance);
        setSlip((bets) => bets.filter((b) => b.id !== bet.id));
      }
      setOutcome({ ok: true, text: t('bought', { count: bought }) });
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
            {t('picks')} <span className="lottery-muted">({choice.picks.join(' · ') || '—'})</span>
          </legend>
          <div className={`lottery-balls lottery-balls--${kind}`}>
            {picks.map((pick) => (
              <button
                key={pick}
                type="button"
                className="lottery-ball"
                aria-pressed={choice.picks.includes(pick)}
                onClick={() => setChoice(togglePick(kind, choice, pick))}
                title={kind === 'k3' ? oddsText(odds(pick)) : undefined}
              >
                {pick}
              </button>
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
          {t('odds')}{' '}
          <strong dir="ltr">{oddsText(kind === 'k3' && choice.betType === 'sum' ? undefined : odds())}</strong>
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
                  {bet.picks.length > 0 && ` · ${bet.picks.join(' ')}`}
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
        <div className="lottery-slip-total">
          <span>
            {t('total')} <strong>{money(total)}</strong>
          </span>
          <Button onClick={() => void buy()} disabled={buying || slip.length === 0 || !drawCode}>
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
