/**
 * The periods of missions and leaderboards in the merchant's local days (decision 0078), as `YYYY-MM-DD` with
 * the end exclusive. No database.
 */
export interface Period {
  start: string;
  end: string;
}

const dayMs = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(utcDay(day) + days * dayMs).toISOString().slice(0, 10);

/** The local day of `at` in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The board period holding `day`: the day, its week from Monday, or its calendar month. */
export function boardPeriodOf(day: string, period: 'daily' | 'weekly' | 'monthly'): Period {
  if (period === 'daily') return { start: day, end: addDays(day, 1) };
  if (period === 'weekly') {
    const start = addDays(day, -((new Date(utcDay(day)).getUTCDay() + 6) % 7));
    return { start, end: addDays(start, 7) };
  }
  const start = `${day.slice(0, 7)}-01`;
  const next = new Date(utcDay(start));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: next.toISOString().slice(0, 10) };
}

/**
 * The periods of a board's schedule (local days `first` … `last`) that ended on or before `today`, oldest first,
 * at most the newest `limit`.
 */
export function closedBoardPeriods(
  first: string,
  last: string,
  today: string,
  period: 'daily' | 'weekly' | 'monthly',
  limit: number,
): Period[] {
  const periods: Period[] = [];
  const yesterday = addDays(today, -1);
  let p = boardPeriodOf(last < yesterday ? last : yesterday, period);
  if (p.end > today) p = boardPeriodOf(addDays(p.start, -1), period);
  while (p.end > first && periods.length < limit) {
    periods.unshift(p);
    p = boardPeriodOf(addDays(p.start, -1), period);
  }
  return periods;
}
