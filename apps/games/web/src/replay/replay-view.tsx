import { slotDefinitions } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { dataKey } from '../lib/text-keys.ts';
import { DiceTrack } from '../games/dice/dice-track.tsx';
import { PlayingCard } from '../games/hilo/playing-card.tsx';
import { KenoGrid } from '../games/keno/keno-grid.tsx';
import { MinesGrid } from '../games/mines/mines-grid.tsx';
import { PlinkoBoard } from '../games/plinko/plinko-board.tsx';
import { Reels } from '../games/slots/reels.tsx';
import { slotArtByCode } from '../games/slots/themes/art-by-code.ts';
import { winHighlight } from '../games/slots/win-cells.ts';
import { WheelDisc } from '../games/wheel/wheel-disc.tsx';
import { wheelRotation } from '../games/wheel/wheel-geometry.ts';
import type { ReplayModel } from './replay-model.ts';
import '../games/shared/minis.css';
import '../games/slots/slots.css';
import '../games/keno/keno.css';
import '../games/mines/mines.css';
import '../games/hilo/hilo.css';
import './replay.css';

/** Draws a round at rest: the reels of every spin with their wins, the roll, the board, the picks, the cards. */
export function ReplayView({ model }: { model: ReplayModel }) {
  const { t } = useTranslation();
  switch (model.game) {
    case 'slot': {
      const slot = slotDefinitions.find((s) => s.code === model.slotCode);
      const art = slotArtByCode[model.slotCode];
      if (!slot || !art) return null;
      return (
        <div className="replay-spins">
          {model.spins.map(({ spin, multiplier, freeSpin }, i) => (
            <figure key={i} className="replay-spin">
              <figcaption>
                {freeSpin === null
                  ? t('replay_base_spin')
                  : t('slot_free_spins', { current: freeSpin, total: model.spins.length - 1 })}
                {' · '}
                {t('replay_spin_units', { units: spin.units * multiplier, betUnits: model.betUnits })}
              </figcaption>
              <Reels
                slot={slot}
                art={art}
                window={spin.window}
                spinning={slot.reels.map(() => false)}
                highlight={winHighlight(slot, spin)}
                turbo={false}
              />
            </figure>
          ))}
          <p>{t('replay_total_units', { units: model.totalUnits, betUnits: model.betUnits })}</p>
        </div>
      );
    }
    case 'dice':
      return (
        <div className="replay-board">
          <p className="big-number">{model.roll}</p>
          {model.bet ? (
            <>
              <DiceTrack
                bet={{ target: Math.round(Number(model.bet.target) * 100), direction: model.bet.direction }}
                roll={Math.round(Number(model.roll) * 100)}
                won={model.bet.won}
              />
              <p>
                {model.bet.direction === 'under' ? t('dice_roll_under') : t('dice_roll_over')} {model.bet.target}
              </p>
            </>
          ) : null}
        </div>
      );
    case 'limbo':
      return (
        <div className="replay-board">
          <p className={`big-number ${model.bet ? (model.bet.won ? 'win-text' : 'lose-text') : ''}`}>{model.result}×</p>
          {model.bet ? <p>{t('replay_target', { target: model.bet.target })}</p> : null}
        </div>
      );
    case 'crash':
      return (
        <div className="replay-board">
          <p className="big-number">{model.point}×</p>
          <p>
            {model.cashedOutAt ? t('replay_cashed_out_at', { multiplier: model.cashedOutAt }) : t('replay_crash_point')}
          </p>
        </div>
      );
    case 'mines':
      return (
        <div className="replay-board">
          <MinesGrid outcome={{ picks: model.picks, mineCells: model.mineCells }} onPick={null} />
          <p>{t('replay_mines', { count: model.mines })}</p>
        </div>
      );
    case 'plinko':
      return (
        <div className="replay-board">
          <PlinkoBoard
            rows={model.path.length}
            buckets={model.buckets}
            ball={{ path: model.path, step: model.path.length }}
          />
        </div>
      );
    case 'keno':
      return (
        <div className="replay-board">
          <KenoGrid spots={model.spots} drawn={model.drawn} onToggle={null} />
          <p>{t('replay_keno_drawn', { numbers: model.drawn.join(', ') })}</p>
        </div>
      );
    case 'wheel':
      return (
        <div className="replay-board">
          <WheelDisc
            segments={model.segments}
            rotation={wheelRotation(model.segments.length, model.segment, 0, 0)}
            landed={model.segment}
            durationMs={0}
          />
        </div>
      );
    case 'hilo':
      return (
        <div className="replay-board">
          <ol className="hilo-history replay-cards">
            {model.cards.map((card, i) => (
              <li key={i}>
                <PlayingCard card={card} small />
                {i > 0 && model.steps[i - 1] ? (
                  <small>
                    {model.steps[i - 1]!.action === 'skip'
                      ? t('hilo_skip')
                      : t(dataKey(`hilo_${model.steps[i - 1]!.guess}`))}
                  </small>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      );
  }
}
