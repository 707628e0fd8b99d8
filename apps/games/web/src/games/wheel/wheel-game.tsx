import { gamesApiEndpoints } from '@ficha/contract';
import { wheelRisks, wheelSegments, type WheelRisk } from '@ficha/engines';
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
import { WheelDisc } from './wheel-disc.tsx';
import { wheelRotation } from './wheel-geometry.ts';
import '../shared/minis.css';

const spinMs = 3200;

/** Wheel: one spin of a wheel of multipliers; the risk level picks the wheel. */
export default function WheelGame() {
  const { t } = useTranslation();
  const { betMinor, reducedMotion } = useGame();
  const { busy, last, run } = useRound();
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [spin, setSpin] = useState<{ rotation: number; segment: number | null }>({ rotation: 0, segment: null });
  const segments = wheelSegments[risk].map((h) => (h / 100).toFixed(2));

  const spinNow = () =>
    void run(
      gamesApiEndpoints.wheelPlay,
      { requestId: newRequestId(), bet: toWire(betMinor), risk },
      async (result) => {
        if (result.outcome.game !== 'wheel') return;
        const { segment } = result.outcome;
        sound('spin');
        setSpin((current) => ({
          rotation: wheelRotation(segments.length, segment, current.rotation, reducedMotion ? 0 : 5),
          segment: null,
        }));
        await wait(reducedMotion ? 0 : spinMs);
        setSpin((current) => ({ ...current, segment }));
        sound(Number(result.multiplier) > 0 ? 'win' : 'lose');
      },
    );

  return (
    <div className="game-layout">
      <div className="board">
        <WheelDisc
          segments={segments}
          rotation={spin.rotation}
          landed={spin.segment}
          durationMs={reducedMotion ? 0 : spinMs}
        />
      </div>
      <div className="controls">
        <ResultBanner result={last} />
        <ChoiceField
          label={t('risk')}
          choices={wheelRisks}
          value={risk}
          disabled={busy}
          onChoose={(level) => {
            setRisk(level);
            setSpin({ rotation: 0, segment: null });
          }}
          text={(level) => t(`risk_${level}`)}
        />
        <BetSelector />
        <PlayButton busy={busy} onClick={spinNow}>
          {t('wheel_spin')}
        </PlayButton>
      </div>
    </div>
  );
}
