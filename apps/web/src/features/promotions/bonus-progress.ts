import { parseMoney } from '@ficha/contract';

/**
 * How much of a bonus's wagering requirement is done, as a whole percent from 0 to 100, in integer minor
 * units (no float arithmetic on money). A bonus without a requirement is done.
 */
export function wageringPercent(wagered: number, requirement: number): number {
  const done = parseMoney(wagered);
  const due = parseMoney(requirement);
  if (!done.ok || !due.ok || due.minor <= 0n) return 100;
  if (done.minor >= due.minor) return 100;
  return Number((done.minor * 100n) / due.minor);
}

/** The game types a bonus names, largest contribution first, then the default for every other type. */
export function contributionRows(contributions: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(contributions).sort(([a, pa], [b, pb]) => pb - pa || a.localeCompare(b));
}
