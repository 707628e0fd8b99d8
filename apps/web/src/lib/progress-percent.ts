/** How far a requirement is met, 0–100, for a progress bar (a withdrawal's turnover, a VIP rank's bets); display only. */
export function progressPercent(requirement: number, progress: number): number {
  if (requirement <= 0) return 100;
  return Math.min(100, Math.floor((progress / requirement) * 100));
}
