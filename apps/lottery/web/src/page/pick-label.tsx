import { markSixColourOf, type LotteryKind } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { pickNameKey } from '../lib/text-keys.ts';

/** The colour wave class of a Mark Six number or colour pick (red, blue, green), for the ball's colour. */
export function waveClass(kind: LotteryKind, betType: string | null, pick: number): string {
  if (kind !== 'lhc' || betType === 'zodiac') return '';
  const wave = betType === 'colour' ? pick : markSixColourOf(pick);
  return ` lottery-ball--wave-${wave}`;
}

interface PickBallProps {
  kind: LotteryKind;
  betType: string;
  pick: number;
  at: Date;
  pressed: boolean;
  onToggle: () => void;
  /** The pick's own odds, where picks differ. */
  odds: string | undefined;
}

/** One pick of the board: its number, or its name (a Mark Six animal or colour) with its odds beneath. */
export function PickBall({ kind, betType, pick, at, pressed, onToggle, odds }: PickBallProps) {
  const { t } = useTranslation();
  const nameKey = pickNameKey(kind, betType, pick, at);
  if (nameKey) {
    return (
      <button
        type="button"
        className={`lottery-chip lottery-named-pick${waveClass(kind, betType, pick)}`}
        aria-pressed={pressed}
        onClick={onToggle}
      >
        <span>{t(nameKey)}</span>
        {odds && (
          <span className="lottery-pick-odds" dir="ltr">
            {odds}
          </span>
        )}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`lottery-ball${waveClass(kind, betType, pick)}`}
      aria-pressed={pressed}
      onClick={onToggle}
      title={odds}
    >
      {pick}
    </button>
  );
}

/** A bet's picks as text: numbers, or the names of Mark Six animals and colours. */
export function PickList({
  kind,
  bet,
  at,
}: {
  kind: LotteryKind;
  bet: { betType: string; picks: readonly number[] };
  at: Date;
}) {
  const { t } = useTranslation();
  const names = bet.picks.map((pick) => {
    const key = pickNameKey(kind, bet.betType, pick, at);
    return key ? t(key) : String(pick);
  });
  return <>{names.join(' · ')}</>;
}
