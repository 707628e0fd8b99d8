/** How far the turnover has come, 0–100, for a progress bar (display only). */
export function turnoverPercent(requirement: number, progress: number): number {
  if (requirement <= 0) return 100;
  return Math.min(100, Math.floor((progress / requirement) * 100));
}
