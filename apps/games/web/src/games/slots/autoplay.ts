/**
 * Auto-play of the slots: a number of spins and the conditions that stop it early. Amounts are integer
 * minor units; a condition left null is off.
 */
export interface AutoplaySettings {
  /** How many spins to play, 1 … 1000. */
  spins: number;
  /** Stop after a spin that wins more than this. */
  stopOnWinAboveMinor: bigint | null;
  /** Stop when the balance falls below this. */
  stopOnBalanceBelowMinor: bigint | null;
  /** Stop when a spin awards free spins. */
  stopOnFreeSpins: boolean;
}

export const autoplaySpinChoices = [10, 25, 50, 100, 250, 500, 1000] as const;

/** What one finished spin tells auto-play. */
export interface SpinReport {
  winMinor: bigint;
  balanceMinor: bigint;
  freeSpinsAwarded: number;
  /** The stake of the next spin, to know whether the balance still covers it. */
  nextStakeMinor: bigint;
}

export type AutoplayStopReason = 'spins_done' | 'win_above' | 'balance_below' | 'free_spins' | 'insufficient_balance';

export type AutoplayDecision = { next: 'spin'; remaining: number } | { next: 'stop'; reason: AutoplayStopReason };

export function checkAutoplaySettings(settings: AutoplaySettings): void {
  if (!Number.isSafeInteger(settings.spins) || settings.spins < 1 || settings.spins > 1000) {
    throw new RangeError(`auto-play runs 1…1000 spins, got ${settings.spins}`);
  }
  for (const amount of [settings.stopOnWinAboveMinor, settings.stopOnBalanceBelowMinor]) {
    if (amount !== null && amount < 0n) throw new RangeError('a stop amount is not negative');
  }
}

/**
 * After a spin with `remaining` spins still to play (this one already counted): play on, or stop and why.
 * The player's own conditions come first, in the order the panel lists them, then the count, then money.
 */
export function decideAfterSpin(settings: AutoplaySettings, remaining: number, spin: SpinReport): AutoplayDecision {
  if (settings.stopOnWinAboveMinor !== null && spin.winMinor > settings.stopOnWinAboveMinor) {
    return { next: 'stop', reason: 'win_above' };
  }
  if (settings.stopOnBalanceBelowMinor !== null && spin.balanceMinor < settings.stopOnBalanceBelowMinor) {
    return { next: 'stop', reason: 'balance_below' };
  }
  if (settings.stopOnFreeSpins && spin.freeSpinsAwarded > 0) return { next: 'stop', reason: 'free_spins' };
  if (remaining <= 0) return { next: 'stop', reason: 'spins_done' };
  if (spin.balanceMinor < spin.nextStakeMinor) return { next: 'stop', reason: 'insufficient_balance' };
  return { next: 'spin', remaining };
}
