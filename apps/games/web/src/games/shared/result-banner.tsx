import type { PlayResult } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { moneyText } from '@ficha/ui';
import { toMinor } from '../../lib/money.ts';

/** The outcome of the last settled round in words: the win and multiplier, or no win. */
export function ResultBanner({ result }: { result: PlayResult | null }) {
  const { t } = useTranslation();
  const { session, locale } = useGame();
  if (!result || result.state === 'open') return <p className="result-line" aria-live="polite" />;
  const win = toMinor(result.win);
  return (
    <p className={`result-line ${win > 0n ? 'win-text' : 'lose-text'}`} aria-live="polite">
      {win > 0n
        ? t('result_win_multiplier', {
            amount: moneyText(win, locale, { currency: session.currency }),
            multiplier: result.multiplier,
          })
        : t('result_no_win')}
    </p>
  );
}
