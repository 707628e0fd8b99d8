/**
 * The bonus part of the money model (decision 0050) as plain code: the player's bonus wallet, its one active bonus
 * and the rules the seamless calls apply while it is active — its play order, the max bet, each stake counted in full
 * (the model's game has no catalog type: the model's bonuses count every type at 100 %), the round's bonus share
 * of a win, the settling after a credit, and the ends (conversion capped by the max cash-out, forfeit, expiry).
 * Nothing here does I/O.
 */

export interface ModelBonus {
  /** The model's own number of the bonus (the real id is read when a command needs it). */
  id: number;
  requirementMinor: bigint;
  wageredMinor: bigint;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  playOrder: 'cash_first' | 'bonus_first';
}

export interface BonusModel {
  /** What the player's bonus wallet holds. */
  heldMinor: bigint;
  active: ModelBonus | null;
  nextBonusId: number;
  /** Grant keys used so far: a grant with one of them is a replay and moves nothing. */
  grantKeys: string[];
}

export const newBonusModel = (): BonusModel => ({ heldMinor: 0n, active: null, nextBonusId: 0, grantKeys: [] });

/** What a stake takes while a bonus is active: refused above the max bet, else its bonus part (by play order). */
export function bonusStake(
  bonus: BonusModel,
  cashMinor: bigint,
  amountMinor: bigint,
): { refused: 'BONUS_MAX_BET' } | { bonusId: number | null; bonusPartMinor: bigint } {
  const active = bonus.active;
  if (!active) return { bonusId: null, bonusPartMinor: 0n };
  if (active.maxBetMinor !== null && amountMinor > active.maxBetMinor) return { refused: 'BONUS_MAX_BET' };
  const held = bonus.heldMinor;
  const bonusPartMinor =
    active.playOrder === 'bonus_first'
      ? held < amountMinor
        ? held
        : amountMinor
      : amountMinor > cashMinor
        ? amountMinor - cashMinor
        : 0n;
  return { bonusId: active.id, bonusPartMinor };
}

/** Takes an accepted stake: its bonus part out of the bonus wallet, the whole stake onto the wagering. */
export function takeBonusStake(bonus: BonusModel, amountMinor: bigint, bonusPartMinor: bigint) {
  if (!bonus.active) return;
  bonus.heldMinor -= bonusPartMinor;
  bonus.active.wageredMinor += amountMinor;
}

/** The bonus share of a win: ⌊win × the round's bonus stake of the active bonus / the round's stake⌋. */
export function bonusShareOfWin(
  bonus: BonusModel,
  winMinor: bigint,
  roundStakeMinor: bigint,
  roundBonusStakes: Map<number, bigint>,
): bigint {
  const active = bonus.active;
  if (!active || roundStakeMinor === 0n) return 0n;
  return (winMinor * (roundBonusStakes.get(active.id) ?? 0n)) / roundStakeMinor;
}

/** Ends the active bonus: what converts to the wallet (only on completion, up to the max cash-out). */
export function endActiveBonus(bonus: BonusModel, completed: boolean): bigint {
  const active = bonus.active;
  if (!active) return 0n;
  const held = bonus.heldMinor;
  const cap = active.maxCashoutMinor ?? held;
  bonus.heldMinor = 0n;
  bonus.active = null;
  return completed ? (held < cap ? held : cap) : 0n;
}

/**
 * After a successful credit: completed when the requirement is met (answers what converts), spent when the bonus
 * wallet is empty and no open round still holds its money.
 */
export function settleBonus(bonus: BonusModel, openRoundHoldsBonus: (bonusId: number) => boolean): bigint {
  const active = bonus.active;
  if (!active) return 0n;
  if (active.wageredMinor >= active.requirementMinor) return endActiveBonus(bonus, true);
  if (bonus.heldMinor === 0n && !openRoundHoldsBonus(active.id)) endActiveBonus(bonus, false);
  return 0n;
}

/** A rollback of a stake that took `bonusPartMinor` from bonus `bonusId`: back to its wallet if still active. */
export function returnBonusStake(
  bonus: BonusModel,
  bonusId: number | null,
  amountMinor: bigint,
  bonusPartMinor: bigint,
) {
  const active = bonus.active;
  if (!active || bonusId !== active.id) return;
  bonus.heldMinor += bonusPartMinor;
  active.wageredMinor = active.wageredMinor > amountMinor ? active.wageredMinor - amountMinor : 0n;
}
