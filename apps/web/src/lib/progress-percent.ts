/**
 * How far a requirement is met, 0–100, for a progress bar (a withdrawal's turnover, a VIP rank's bets, a raffle's next
 * ticket); display only. Amounts arrive as decimal major units, so a difference such as 10 − 9.9 is 0.0999…: the
 * quotient is floored with a tolerance far below one percent, or a bar that is 1 % along would read 0 %.
 */
export function progressPercent(requirement: number, progress: number): number {
  if (requirement <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress * 100) / requirement + 1e-9)));
}
