/**
 * How long a slot spin's animation takes, in ms (issue 13): from the tap, a normal spin has landed every reel
 * within `spinBudgetMs.normal` (1.5 s) and a turbo spin within `spinBudgetMs.turbo` (0.5 s); the result shows
 * as the last reel lands. A win's pause (`showWin`) only holds the next free spin back. A tap on the reels
 * skips what is left (lib/pacer.ts); reduced motion skips the scrolling and the pauses.
 */
export const spinBudgetMs = { normal: 1500, turbo: 500 } as const;

export type SpinPace = keyof typeof spinBudgetMs;

export const spinTiming: Record<SpinPace, { minSpin: number; reelGap: number; showWin: number; betweenSpins: number }> =
  {
    normal: { minSpin: 700, reelGap: 180, showWin: 900, betweenSpins: 400 },
    turbo: { minSpin: 220, reelGap: 60, showWin: 300, betweenSpins: 120 },
  };

/** From the tap to the last reel landed: the reels scroll `minSpin`, then stop one `reelGap` apart. */
export const landingMs = (pace: SpinPace, reelCount: number) =>
  spinTiming[pace].minSpin + (reelCount - 1) * spinTiming[pace].reelGap;
