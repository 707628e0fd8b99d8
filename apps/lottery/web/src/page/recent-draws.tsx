import { lotteryEndpoints, type LotteryDraw } from '@ficha/contract';
import { formatDateTime } from '@ficha/ui';
import { useState } from 'react';
import type { LotteryKind } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi } from '../lib/api.ts';
import { waveClass } from './pick-label.tsx';

/** The game's six latest draws, newest first: their numbers, and a check of each against its revealed seed. */
export function RecentDraws({
  draws,
  gameCode,
  kind,
  locale,
}: {
  draws: LotteryDraw[];
  gameCode: string;
  kind: LotteryKind;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="lottery-card" aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t('recent_draws')}</h2>
      {draws.length === 0 && <p className="lottery-muted">{t('no_draws')}</p>}
      <ul className="lottery-list">
        {draws.slice(0, 6).map((draw) => (
          <li key={draw.drawCode} className="lottery-row lottery-result">
            <span>
              <span className="lottery-code">{draw.drawCode}</span>
              <br />
              <span className="lottery-muted">{formatDateTime(draw.drawAt, locale)}</span>
            </span>
            {draw.numbers ? (
              <span className="lottery-numbers" dir="ltr">
                {draw.numbers.map((n, i) => (
                  <span key={i} className={kind === 'lhc' && i === 6 ? 'lottery-special' : undefined}>
                    {kind === 'lhc' && i === 6 && <span aria-hidden="true">+</span>}
                    <span className={`lottery-number${waveClass(kind, null, n)}`}>{n}</span>
                  </span>
                ))}
              </span>
            ) : (
              <span className="lottery-muted">{t(`draw_state_${draw.state}`)}</span>
            )}
            {draw.serverSeed && draw.numbers && <VerifyDraw draw={draw} gameCode={gameCode} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Asks the lottery to recompute a draw from its revealed seed and says whether hash and numbers match. */
function VerifyDraw({ draw, gameCode }: { draw: LotteryDraw; gameCode: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<string | null>(null);
  async function verify() {
    try {
      const answer = await lotteryApi.call(lotteryEndpoints.verify, {
        gameCode,
        drawCode: draw.drawCode,
        serverSeed: draw.serverSeed!,
      });
      const same =
        answer.serverSeedHash === draw.serverSeedHash && answer.numbers.join(',') === draw.numbers!.join(',');
      setResult(same ? t('verified_ok') : t('verified_bad'));
    } catch (error) {
      setResult(errorText(error, t('error_generic')));
    }
  }
  return result ? (
    <span className="lottery-verified" role="status">
      {result}
    </span>
  ) : (
    <button type="button" className="lottery-link" onClick={() => void verify()}>
      {t('verify')}
    </button>
  );
}
