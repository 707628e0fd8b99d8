import { crashRtp, drawCrashRoundPoint, settleCrash } from '../games/crash.ts';
import { rollDice, settleDice } from '../games/dice.ts';
import { dealHiloCards, hiloGuessWins, settleHilo, type HiloGuess } from '../games/hilo.ts';
import { returnFactor } from '../games/house-edge.ts';
import { drawKeno, kenoRtp, settleKeno } from '../games/keno.ts';
import { drawLimboResult, limboRtp, settleLimbo } from '../games/limbo.ts';
import { placeMines, settleMines } from '../games/mines.ts';
import { dropPlinkoBall, plinkoRtp, settlePlinko } from '../games/plinko.ts';
import { settleWheel, spinWheel, wheelRtp } from '../games/wheel.ts';
import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { playSlotRound } from '../slots/play-slot-round.ts';
import { dragonDeTormenta, huertaDorada, slotMath, temploDelJaguar } from '../slots/themes/index.ts';
import type { SlotDefinition } from '../slots/slot-definition.ts';

/** One way of playing a game, with the exact RTP that way of playing should return. */
export interface RtpScenario {
  name: string;
  theoreticalRtp: Ratio;
  /** One round's return as a multiple of the stake, drawn from the round's stream. */
  play(rng: SeededRng): Ratio;
}

/** The likelier side: "higher" from 1…6, "higher_or_same" from 7, "lower" from 8…13 (each wins at least 7 ranks of 13). */
const hiloGuessFor = (rank: number): HiloGuess => (rank <= 6 ? 'higher' : rank === 7 ? 'higher_or_same' : 'lower');

const slotScenario = (slot: SlotDefinition): RtpScenario => ({
  name: `slot ${slot.name} (${slot.volatility})`,
  theoreticalRtp: slotMath(slot).rtp,
  play: (rng) => playSlotRound(slot, rng).multiplier,
});

/** The scenarios the CI test and the bench both simulate: each game with a fixed bet and strategy. */
export const rtpScenarios: readonly RtpScenario[] = [
  {
    name: 'dice under 50.00',
    theoreticalRtp: returnFactor,
    play: (rng) => settleDice({ target: 5000, direction: 'under' }, rollDice(rng)),
  },
  {
    name: 'limbo target 2.00×',
    theoreticalRtp: limboRtp(200n),
    play: (rng) => settleLimbo(200n, drawLimboResult(rng)),
  },
  {
    name: 'crash auto cash-out 1.50×',
    theoreticalRtp: crashRtp(150n),
    play: (rng) => settleCrash(150n, drawCrashRoundPoint(rng)),
  },
  {
    name: 'mines 3 mines, 4 picks',
    theoreticalRtp: returnFactor,
    play: (rng) => settleMines(placeMines(rng, 3), [0, 6, 12, 18]),
  },
  {
    name: 'plinko 12 rows, medium',
    theoreticalRtp: plinkoRtp(12, 'medium'),
    play: (rng) => settlePlinko(12, 'medium', dropPlinkoBall(rng, 12)),
  },
  {
    name: 'keno 4 spots',
    theoreticalRtp: kenoRtp(4),
    play: (rng) => settleKeno([3, 14, 25, 36], drawKeno(rng)),
  },
  {
    name: 'wheel medium',
    theoreticalRtp: wheelRtp('medium'),
    play: (rng) => settleWheel('medium', spinWheel(rng, 'medium')),
  },
  {
    name: 'hilo two likely guesses, then cash out',
    theoreticalRtp: returnFactor,
    play: (rng) => {
      const cards = dealHiloCards(rng, 3);
      const first = hiloGuessFor(cards[0]!.rank);
      return hiloGuessWins(cards[0]!.rank, cards[1]!.rank, first)
        ? settleHilo(cards, [
            { action: 'guess', guess: first },
            { action: 'guess', guess: hiloGuessFor(cards[1]!.rank) },
          ])
        : ratio(0n);
    },
  },
  slotScenario(huertaDorada),
  slotScenario(temploDelJaguar),
  slotScenario(dragonDeTormenta),
];
