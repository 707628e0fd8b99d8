import { diceMaxWinningRolls, diceMinWinningRolls, diceOutcomes } from '@ficha/engines';

/**
 * The thresholds a dice bet may take, in hundredths: "under T" wins on T rolls and "over T" on
 * 9999 − T, each between the engine's 1 % and 98 %.
 */
export function diceTargetRange(direction: 'under' | 'over'): { min: number; max: number } {
  return direction === 'under'
    ? { min: diceMinWinningRolls, max: diceMaxWinningRolls }
    : { min: diceOutcomes - 1 - diceMaxWinningRolls, max: diceOutcomes - 1 - diceMinWinningRolls };
}
