import { lotteryChaseMaxDraws, parseMoney, parseMoneyText } from '@ficha/contract';
import { lotteryBetProblem, lotteryBetTypes, lotteryBetUnits, type LotteryKind } from '@ficha/engines';

/** What the player has chosen on the form: a bet type of the game, its position and picks where it takes them. */
export interface BetChoice {
  betType: string;
  position: number | undefined;
  picks: number[];
}

/** A bet on the slip: its unit and stake in minor units (stake = unit × units, exactly). */
export interface SlipBet extends BetChoice {
  id: string;
  unitMinor: bigint;
  units: number;
  stakeMinor: bigint;
}

/** Why a choice cannot go on the slip, with what the message needs. */
export type SlipProblem =
  | { reason: 'picks'; min: number; max: number }
  | { reason: 'unit'; minMinor: bigint }
  | { reason: 'stake'; maxMinor: bigint };

/** The form's shape of a bet type: which positions it names and which picks it takes (lowest…highest, min…max). */
export function betShape(kind: LotteryKind, betType: string) {
  const rule = lotteryBetTypes[kind][betType];
  return { positions: rule?.positions ?? 0, picks: rule?.picks ?? null };
}

/** A fresh choice of a bet type: the first position, no picks. */
export const freshChoice = (kind: LotteryKind, betType: string): BetChoice => ({
  betType,
  position: betShape(kind, betType).positions > 0 ? 1 : undefined,
  picks: [],
});

/** Adds a pick, or takes it off when it is there already (in the order picked; front3 repeats digits). */
export function togglePick(kind: LotteryKind, choice: BetChoice, pick: number): BetChoice {
  const shape = betShape(kind, choice.betType).picks;
  if (!shape) return choice;
  if (shape.distinct && choice.picks.includes(pick))
    return { ...choice, picks: choice.picks.filter((p) => p !== pick) };
  if (choice.picks.length >= shape.max) return choice;
  return { ...choice, picks: [...choice.picks, pick] };
}

/** The choice and unit text as a slip bet, or why not: the engine's rules, the lottery's minimum unit and maximum stake. */
export function toSlipBet(
  kind: LotteryKind,
  choice: BetChoice,
  unitText: string,
  limits: { minUnitMinor: bigint; maxStakeMinor: bigint },
): SlipBet | SlipProblem {
  const problem = lotteryBetProblem(kind, choice);
  if (problem) {
    const picks = betShape(kind, choice.betType).picks;
    return { reason: 'picks', min: picks?.min ?? 0, max: picks?.max ?? 0 };
  }
  const unit = parseMoneyText(unitText.trim().replace(',', '.'));
  if (!unit.ok || unit.minor < limits.minUnitMinor) return { reason: 'unit', minMinor: limits.minUnitMinor };
  const units = lotteryBetUnits(kind, choice);
  const stakeMinor = unit.minor * BigInt(units);
  if (stakeMinor > limits.maxStakeMinor) return { reason: 'stake', maxMinor: limits.maxStakeMinor };
  return { ...choice, id: crypto.randomUUID(), unitMinor: unit.minor, units, stakeMinor };
}

export const isSlipBet = (value: SlipBet | SlipProblem): value is SlipBet => 'id' in value;

/** Whether each pick of a bet type has its own odds (K3 sums, Mark Six zodiac groups and colours). */
export const hasOddsPerPick = (kind: LotteryKind, betType: string) =>
  Object.hasOwn(lotteryBetTypes[kind], betType) && lotteryBetTypes[kind][betType]!.oddsPerPick === true;

/** The odds key of a bet (hundredths in the session's table): `<betType>:<pick>` where each pick has its own. */
export const oddsKey = (kind: LotteryKind, betType: string, pick?: number) =>
  hasOddsPerPick(kind, betType) && pick !== undefined ? `${betType}:${pick}` : betType;

/** A wire amount of the session (minimum unit, maximum stake) in minor units, read exactly. */
export function wireToMinor(amount: number): bigint {
  const parsed = parseMoney(amount);
  if (!parsed.ok) throw new RangeError(`not a wire amount: ${amount}`);
  return parsed.minor;
}

/** How many draws a chase text asks for: a whole number 1…120 (the lottery's limit), or null. */
export function chaseDraws(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const draws = Number(trimmed);
  return draws >= 1 && draws <= lotteryChaseMaxDraws ? draws : null;
}
