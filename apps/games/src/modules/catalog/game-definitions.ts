import { formatMultiplier, miniGameMath, slotDefinitions, slotMath, type GameMath, type Ratio } from '@ficha/engines';
import { gameCodes, slotGameCodes, type GameCode, type GameKind, type LanguageCode } from '@ficha/contract';
import { gameNames } from './game-names.ts';

export interface GameDefinition {
  code: GameCode;
  kind: GameKind;
  /** The catalog category: slots are RNG; the mini games MINI, which the platform lists as in-house. */
  category: 'RNG' | 'MINI';
  names: Record<LanguageCode, string>;
  rtp: Ratio;
  maxWinMultiplier: Ratio;
}

const slotCodes: readonly string[] = slotGameCodes;

function mathOf(code: GameCode): GameMath {
  if (slotCodes.includes(code)) {
    const slot = slotDefinitions.find((s) => s.code === code);
    if (!slot) throw new Error(`slot ${code} has no definition`);
    const math = slotMath(slot);
    return { code, rtp: math.rtp, maxWinMultiplier: math.maxWinMultiplier };
  }
  const math = miniGameMath.find((m) => m.code === code);
  if (!math) throw new Error(`game ${code} has no declared math`);
  return math;
}

const definitions = new Map<GameCode, GameDefinition>();

/** The definition of a game this server runs (figures from the engines, computed once). */
export function gameDefinition(code: GameCode): GameDefinition {
  let definition = definitions.get(code);
  if (!definition) {
    const math = mathOf(code);
    const isSlot = slotCodes.includes(code);
    definition = {
      code,
      kind: isSlot ? 'slot' : (code as GameKind),
      category: isSlot ? 'RNG' : 'MINI',
      names: gameNames[code],
      rtp: math.rtp,
      maxWinMultiplier: math.maxWinMultiplier,
    };
    definitions.set(code, definition);
  }
  return definition;
}

export const isGameCode = (code: string): code is GameCode => (gameCodes as readonly string[]).includes(code);

/** Declared RTP in basis points, rounded down (never claims more than the exact figure). */
export const rtpBasisPoints = (rtp: Ratio): number => Number((rtp.numerator * 10_000n) / rtp.denominator);

export const maxWinText = (definition: GameDefinition) => formatMultiplier(definition.maxWinMultiplier);

/**
 * Bet limits in minor units per currency: 0.10 … 100.00 in a dollar-like currency, scaled by roughly how many
 * units of the currency a dollar buys, so a bet means about the same everywhere.
 */
const unitsPerDollar: Record<string, bigint> = {
  USD: 1n,
  EUR: 1n,
  GBP: 1n,
  BRL: 5n,
  PEN: 4n,
  MYR: 5n,
  MXN: 20n,
  PHP: 50n,
  THB: 35n,
  INR: 80n,
  ARS: 1_000n,
  CLP: 1_000n,
  COP: 4_000n,
  IDR: 15_000n,
  VND: 25_000n,
};

export const betLimitCurrencies = Object.keys(unitsPerDollar);

export function betLimits(currency: string): { minMinor: bigint; maxMinor: bigint } {
  const factor = unitsPerDollar[currency] ?? 1n;
  return { minMinor: 10n * factor, maxMinor: 100_00n * factor };
}

/** Every game, slots first, as the catalog lists them. */
export const allGameDefinitions = (): GameDefinition[] => gameCodes.map(gameDefinition);
