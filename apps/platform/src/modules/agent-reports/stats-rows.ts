import { sql } from 'drizzle-orm';

/**
 * The per-agent aggregate rows that hold a report range (decision 0039): one day, week or month row, or the day
 * rows from its first to its last day.
 */
export interface StatsRows {
  rows: 'day' | 'week' | 'month' | 'days';
  firstDay: string;
  lastDay: string;
}

/** The rows of a range in an aggregate table (alias `alias`: agent_member_stats, agent_level_stats, …). */
export function statsRowsWhere(alias: string, range: StatsRows) {
  const a = sql.raw(alias);
  return range.rows === 'days'
    ? sql`${a}.period = 'day' and ${a}.period_start between ${range.firstDay}::date and ${range.lastDay}::date`
    : sql`${a}.period = ${range.rows} and ${a}.period_start = ${range.firstDay}::date`;
}
