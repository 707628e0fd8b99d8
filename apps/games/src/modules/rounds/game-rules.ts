import { DomainError, type Outcome, type RoundSettingsWire } from '@ficha/contract';
import {
  compare,
  diceWinningRolls,
  drawRoundOutcome,
  formatMultiplier,
  hiloGuessAllowed,
  hiloGuesses,
  hiloGuessWins,
  hiloMaxMultiplier,
  hiloNextMultiplier,
  hiloWinningRanks,
  limboMaxTarget,
  limboMinTarget,
  minesCells,
  minesMultiplier,
  multiply,
  plinkoBuckets,
  ratio,
  returnFactor,
  settleDice,
  settleKeno,
  settleLimbo,
  settlePlinko,
  settleWheel,
  slotDefinitions,
  wheelSegments,
  type HiloGuess,
  type HiloStep,
  type PlinkoRisk,
  type PlinkoRows,
  type Ratio,
  type RngSeeds,
  type RoundOutcome,
  type SlotSpin,
  type WheelRisk,
} from '@ficha/engines';

/**
 * The rules of each game on the server: a play's parameters become the engines' round settings, the drawn
 * outcome becomes what the page animates (the `Outcome` of games-api.ts, stored with the round), and the
 * multiplier decides the win. Only the engines draw; nothing here is random.
 */
export const multiplierText = (value: Ratio) => formatMultiplier(value, 2);

const hundredthsText = (hundredths: number) => multiplierText(ratio(BigInt(hundredths), 100n));

const badField = (field: string, reason: string) =>
  new DomainError('request_param_err', { fields: [{ field, reason }] });
const badMove = () => new DomainError('game_move_invalid');

/** A play decided in one draw: the settings (for verification), the outcome and the return multiplier. */
export interface DecidedPlay {
  settings: RoundSettingsWire;
  outcome: Outcome;
  multiplier: Ratio;
}

function draw(seeds: RngSeeds, settings: RoundSettingsWire): RoundOutcome {
  return drawRoundOutcome(seeds, settings);
}

const spinOf = (spin: SlotSpin) => ({
  stops: spin.stops,
  window: spin.window,
  wins: spin.wins,
  scatterCount: spin.scatterCount,
  scatterUnits: spin.scatterUnits,
  freeSpinsAwarded: spin.freeSpinsAwarded,
  units: spin.units,
});

export function playSlot(seeds: RngSeeds, slotCode: string): DecidedPlay {
  const slot = slotDefinitions.find((s) => s.code === slotCode);
  if (!slot) throw new DomainError('game_not_found');
  const settings = { game: 'slot', slotCode: slot.code } as RoundSettingsWire;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'slot') throw new Error('slot draw expected');
  const { round } = drawn;
  return {
    settings,
    outcome: {
      game: 'slot',
      slotCode: slot.code,
      betUnits: slot.betUnits,
      freeSpinMultiplier: slot.freeSpinMultiplier,
      base: spinOf(round.base),
      freeSpins: round.freeSpins.map(spinOf),
      totalUnits: round.totalUnits,
    },
    multiplier: round.multiplier,
  };
}

/** Checks a dice bet before anything is drawn: 1 % … 98 % winning chance. */
export function checkDiceBet(target: number, direction: 'under' | 'over') {
  try {
    diceWinningRolls({ target, direction });
  } catch {
    throw badField('target', 'dice_chance_out_of_range');
  }
}

export function playDice(seeds: RngSeeds, target: number, direction: 'under' | 'over'): DecidedPlay {
  checkDiceBet(target, direction);
  const drawn = draw(seeds, { game: 'dice' });
  if (drawn.game !== 'dice') throw new Error('dice draw expected');
  const multiplier = settleDice({ target, direction }, drawn.roll);
  return {
    settings: { game: 'dice' },
    outcome: {
      game: 'dice',
      roll: drawn.roll / 100,
      target: target / 100,
      direction,
      won: multiplier.numerator > 0n,
    },
    multiplier,
  };
}

export function checkLimboTarget(target: number) {
  if (BigInt(target) < limboMinTarget || BigInt(target) > limboMaxTarget) throw badField('target', 'limbo_target');
}

export function playLimbo(seeds: RngSeeds, target: number): DecidedPlay {
  checkLimboTarget(target);
  const drawn = draw(seeds, { game: 'limbo' });
  if (drawn.game !== 'limbo') throw new Error('limbo draw expected');
  const multiplier = settleLimbo(BigInt(target), drawn.resultHundredths);
  return {
    settings: { game: 'limbo' },
    outcome: {
      game: 'limbo',
      result: multiplierText(ratio(drawn.resultHundredths, 100n)),
      target: hundredthsText(target),
      won: multiplier.numerator > 0n,
    },
    multiplier,
  };
}

export function playPlinko(seeds: RngSeeds, rows: PlinkoRows, risk: PlinkoRisk): DecidedPlay {
  const settings = { game: 'plinko', rows, risk } as const;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'plinko') throw new Error('plinko draw expected');
  return {
    settings,
    outcome: {
      game: 'plinko',
      rows,
      risk,
      path: drawn.path,
      bucket: drawn.bucket,
      buckets: plinkoBuckets[rows][risk].map(hundredthsText),
    },
    multiplier: settlePlinko(rows, risk, drawn.path),
  };
}

export function checkKenoSpots(spots: readonly number[]) {
  if (new Set(spots).size !== spots.length) throw badField('spots', 'keno_spots_repeated');
}

export function playKeno(seeds: RngSeeds, spots: readonly number[]): DecidedPlay {
  checkKenoSpots(spots);
  const drawn = draw(seeds, { game: 'keno' });
  if (drawn.game !== 'keno') throw new Error('keno draw expected');
  const drawnSet = new Set(drawn.drawn);
  return {
    settings: { game: 'keno' },
    outcome: { game: 'keno', spots: [...spots], drawn: drawn.drawn, hits: spots.filter((n) => drawnSet.has(n)) },
    multiplier: settleKeno(spots, drawn.drawn),
  };
}

export function playWheel(seeds: RngSeeds, risk: WheelRisk): DecidedPlay {
  const settings = { game: 'wheel', risk } as const;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'wheel') throw new Error('wheel draw expected');
  return {
    settings,
    outcome: { game: 'wheel', risk, segment: drawn.segment, segments: wheelSegments[risk].map(hundredthsText) },
    multiplier: settleWheel(risk, drawn.segment),
  };
}

// ---------------------------------------------------------------- mines

type MinesOutcome = Extract<Outcome, { game: 'mines' }>;
type HiloOutcome = Extract<Outcome, { game: 'hilo' }>;

/** A step of a multi-step round: the new outcome, and the multiplier when the round ended with it. */
export interface Step {
  settings: RoundSettingsWire;
  outcome: Outcome;
  /** Set when the round is decided: what it pays (0 when lost). */
  decided: Ratio | null;
}

const minesView = (mines: number, picks: number[], mineCells: number[]): MinesOutcome => ({
  game: 'mines',
  mines,
  picks,
  mineCells,
  currentMultiplier: picks.length === 0 ? '0.00' : multiplierText(minesMultiplier(mines, picks.length)),
  nextMultiplier: picks.length < minesCells - mines ? multiplierText(minesMultiplier(mines, picks.length + 1)) : null,
});

export function startMines(seeds: RngSeeds, mines: number): Step {
  const settings = { game: 'mines', mines } as const;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'mines') throw new Error('mines draw expected');
  return { settings, outcome: minesView(mines, [], drawn.mineCells), decided: null };
}

export function pickMine(settings: RoundSettingsWire, outcome: Outcome, cell: number): Step {
  if (outcome.game !== 'mines' || !outcome.mineCells) throw badMove();
  if (outcome.picks.includes(cell)) throw badMove();
  const picks = [...outcome.picks, cell];
  const next = minesView(outcome.mines, picks, outcome.mineCells);
  if (outcome.mineCells.includes(cell)) return { settings, outcome: next, decided: ratio(0n) };
  const cleared = picks.length === minesCells - outcome.mines;
  return { settings, outcome: next, decided: cleared ? minesMultiplier(outcome.mines, picks.length) : null };
}

export function cashOutMines(settings: RoundSettingsWire, outcome: Outcome): Step {
  if (outcome.game !== 'mines' || outcome.picks.length === 0) throw badMove();
  return { settings, outcome, decided: minesMultiplier(outcome.mines, outcome.picks.length) };
}

/** An open mines round as the player may see it: the mines stay hidden until the round ends. */
export function hideUndecided(outcome: Outcome, open: boolean): Outcome {
  return open && outcome.game === 'mines' ? { ...outcome, mineCells: null } : outcome;
}

// ---------------------------------------------------------------- hilo

/** The fair product so far (before the 1 % edge) over the guesses won. */
function hiloFair(cards: HiloOutcome['cards'], steps: readonly HiloStep[]): { fair: Ratio; won: number } {
  let fair = ratio(1n);
  let won = 0;
  for (const [i, step] of steps.entries()) {
    if (step.action === 'skip') continue;
    fair = multiply(fair, ratio(13n, BigInt(hiloWinningRanks(cards[i]!.rank, step.guess))));
    won += 1;
  }
  return { fair, won };
}

const offerAllowed = (fair: Ratio, rank: number, guess: HiloGuess) =>
  hiloGuessAllowed(rank, guess) && compare(hiloNextMultiplier(fair, rank, guess), hiloMaxMultiplier) <= 0;

function hiloView(cards: HiloOutcome['cards'], steps: HiloStep[]): HiloOutcome {
  const { fair, won } = hiloFair(cards, steps);
  const rank = cards[cards.length - 1]!.rank;
  return {
    game: 'hilo',
    cards,
    steps,
    currentMultiplier: won === 0 ? '0.00' : multiplierText(multiply(returnFactor, fair)),
    offers: hiloGuesses
      .filter((guess) => offerAllowed(fair, rank, guess))
      .map((guess) => ({ guess, multiplier: multiplierText(hiloNextMultiplier(fair, rank, guess)) })),
  };
}

const maxHiloCards = 10_000;

export function startHilo(seeds: RngSeeds): Step {
  const settings = { game: 'hilo', cards: 1 } as const;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'hilo') throw new Error('hilo draw expected');
  return { settings, outcome: hiloView(drawn.cards, []), decided: null };
}

/** A guess (or a skip) deals the next card of the round's stream. */
export function guessHilo(seeds: RngSeeds, outcome: Outcome, guess: HiloGuess | 'skip'): Step {
  if (outcome.game !== 'hilo' || outcome.cards.length >= maxHiloCards) throw badMove();
  const { fair } = hiloFair(outcome.cards, outcome.steps);
  const from = outcome.cards[outcome.cards.length - 1]!.rank;
  if (guess !== 'skip' && !offerAllowed(fair, from, guess)) throw badMove();
  const settings = { game: 'hilo', cards: outcome.cards.length + 1 } as const;
  const drawn = draw(seeds, settings);
  if (drawn.game !== 'hilo') throw new Error('hilo draw expected');
  const step: HiloStep = guess === 'skip' ? { action: 'skip' } : { action: 'guess', guess };
  const next = hiloView(drawn.cards, [...outcome.steps, step]);
  const lost = guess !== 'skip' && !hiloGuessWins(from, drawn.cards[drawn.cards.length - 1]!.rank, guess);
  return { settings, outcome: next, decided: lost ? ratio(0n) : null };
}

export function cashOutHilo(settings: RoundSettingsWire, outcome: Outcome): Step {
  if (outcome.game !== 'hilo') throw badMove();
  const { fair, won } = hiloFair(outcome.cards, outcome.steps);
  if (won === 0) throw badMove();
  return { settings, outcome, decided: multiply(returnFactor, fair) };
}
