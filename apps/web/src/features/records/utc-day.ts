/** The UTC day `daysAgo` days before `now`, as `YYYY-MM-DD` (the records' filters are UTC days). */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
