import { gamesApiEndpoints } from '@ficha/contract';
import { plinkoBuckets, plinkoRisks, plinkoRows, type PlinkoRisk, type PlinkoRows } from '@ficha/engines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { wait } from '../../lib/motion.ts';
import { toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { ChoiceField } from '../shared/choice-field.tsx';
import { PlayButton } from '../shared/play-button.tsx';
import { ResultBanner } from '../shared/result-banner.tsx';
import { useRound } from '../shared/use-round.ts';
import { PlinkoBoard } from './plinko-board.tsx';
import '../shared/minis.css';

/** A bucket's multiplier, short: 1000 → "10", 130 → "1.3", 20 → "0.2". */
const hundredthsText = (h: number) => (h / 100).toFixed(2).replace(/\.?0+$/, '');

/** Plinko: a ball falls through the rows of pegs; the bucket it lands in sets the multiplier. */
export default function PlinkoGame() {
  const { t } = useTranslation();
  const { betMinor, reducedMotion } = useGame();
  const { busy, last, run } = useRound();
  const [rows, setRows] = useState<PlinkoRows>(8);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [ball, setBall] = useState<{ path: number[]; step: number } | null>(null);
  const buckets = plinkoBuckets[rows][risk].map(hundredthsText);

  const dropNow = () =>
    void run(
      gamesApiEndpoints.plinkoPlay,
      { requestId: newRequestId(), bet: toWire(betMinor), rows, risk },
      async (result) => {
        if (result.outcome.game !== 'plinko') return;
        const path = result.outcome.path;
        if (reducedMotion) {
          setBall({ path, step: path.length });
        } else {
          for (let step = 0; step <= path.length; step++) {
            setBall({ path, step });
            sound('tick');
            await wait(110);
          }
        }
        sound(Number(result.multiplier) >= 1 ? 'win' : 'lose');
      },
    );

  return (
    <div className="game-layout">
      <div className="board">
        <PlinkoBoard rows={rows} buckets={buckets} ball={ball} />
      </div>
      <div className="controls">
        <ResultBanner result={last} />
        <ChoiceField
          label={t('plinko_rows')}
          choices={plinkoRows}
          value={rows}
          disabled={busy}
          onChoose={(count) => {
            setRows(count);
            setBall(null);
          }}
        />
        <ChoiceField
          label={t('risk')}
          choices={plinkoRisks}
          value={risk}
          disabled={busy}
          onChoose={setRisk}
          text={(level) => t(`risk_${level}`)}
        />
        <BetSelector />
        <PlayButton busy={busy} onClick={dropNow}>
          {t('plinko_drop')}
        </PlayButton>
      </div>
    </div>
  );
}
