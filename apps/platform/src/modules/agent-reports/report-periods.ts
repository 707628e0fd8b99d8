import { DomainError, type AgentReportPeriod } from '@ficha/contract';

/**
 * A run of local days in a time zone: `[from, to)` as instants, the first and last day (inclusive), and the
 * aggregate rows that hold it (decision 0039): one day, week or month row when the range is that calendar period
 * (a week or month running to today included), else the day rows from the first to the last day.
 */
export interface LocalRange {
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
  rows: 'day' | 'week' | 'month' | 'days';
}

const dayMs = 86_400_000;

/** A calendar day as a UTC-midnight date, for day arithmetic; `YYYY-MM-DD` (`addDays` moves one by whole days). */
const calendarDay = (text: string) => new Date(`${text}T00:00:00.000Z`);
const dayText = (day: Date) => day.toISOString().slice(0, 10);
export const addDays = (text: string, days: number) => dayText(new Date(calendarDay(text).getTime() + days * dayMs));

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (profiled). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of a time zone from UTC at an instant, in ms (local = UTC + offset). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local day starts in a time zone (the offset re-read at the result, for DST changes). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const midnightUtc = calendarDay(day).getTime();
  const guess = midnightUtc - zoneOffsetMs(timeZone, new Date(midnightUtc));
  return new Date(midnightUtc - zoneOffsetMs(timeZone, new Date(guess)));
}

/** The local day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function localDayOf(at: Date, timeZone: string): string {
  return dayText(new Date(at.getTime() + zoneOffsetMs(timeZone, at)));
}

function rangeOf(firstDay: string, lastDay: string, timeZone: string, rows?: LocalRange['rows']): LocalRange {
  return {
    from: startOfLocalDay(firstDay, timeZone),
    to: startOfLocalDay(addDays(lastDay, 1), timeZone),
    firstDay,
    lastDay,
    rows: rows ?? (firstDay === lastDay ? 'day' : 'days'),
  };
}

const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;
const monthBefore = (monthStart: string) => monthStartOf(addDays(monthStart, -1));

/** The local days from `firstDay` to `lastDay`, both included. */
export function daysOf(range: Pick<LocalRange, 'firstDay' | 'lastDay'>): string[] {
  const days: string[] = [];
  for (let day = range.firstDay; day <= range.lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

function validDay(text: string | undefined, field: string): string {
  if (text === undefined) throw new DomainError('request_param_err', { fields: [{ field, reason: 'required' }] });
  // A day that is no calendar day (2026-13-01) is an invalid Date: refused before toISOString would throw.
  const day = calendarDay(text);
  if (Number.isNaN(day.getTime()) || dayText(day) !== text) {
    throw new DomainError('request_param_err', { fields: [{ field, reason: 'date_format' }] });
  }
  return text;
}

/**
 * The local days a report period covers in the merchant's time zone (weeks start on Monday). A custom range
 * needs both days, in order, and at most `maxDays` days; the other periods take no dates.
 */
export function reportRange(
  input: { period: AgentReportPeriod; startDate?: string | undefined; endDate?: string | undefined },
  options: { timeZone: string; now: Date; maxDays: number },
): LocalRange {
  const { timeZone } = options;
  if (input.period !== 'custom') {
    for (const field of ['startDate', 'endDate'] as const) {
      if (input[field] !== undefined) {
        throw new DomainError('request_param_err', { fields: [{ field, reason: 'custom_period_only' }] });
      }
    }
  }
  const today = localDayOf(options.now, timeZone);
  const weekday = (calendarDay(today).getUTCDay() + 6) % 7;
  const monthStart = monthStartOf(today);
  const previousMonthStart = monthBefore(monthStart);
  switch (input.period) {
    case 'today':
      return rangeOf(today, today, timeZone);
    case 'yesterday':
      return rangeOf(addDays(today, -1), addDays(today, -1), timeZone);
    case 'thisWeek':
      return rangeOf(addDays(today, -weekday), today, timeZone, 'week');
    case 'lastWeek':
      return rangeOf(addDays(today, -weekday - 7), addDays(today, -weekday - 1), timeZone, 'week');
    case 'thisMonth':
      return rangeOf(monthStart, today, timeZone, 'month');
    case 'lastMonth':
      return rangeOf(previousMonthStart, addDays(monthStart, -1), timeZone, 'month');
    case 'custom': {
      const first = validDay(input.startDate, 'startDate');
      const last = validDay(input.endDate, 'endDate');
      const days = (calendarDay(last).getTime() - calendarDay(first).getTime()) / dayMs + 1;
      if (days < 1 || days > options.maxDays) {
        throw new DomainError('request_param_err', {
          fields: [{ field: 'endDate', reason: 'date_range', params: { max: options.maxDays } }],
        });
      }
      return rangeOf(first, last, timeZone);
    }
  }
}

/**
 * The period to compare with: the calendar week or month before a week or month (whole), else the same number of
 * days just before.
 */
export function previousRange(range: LocalRange, timeZone: string): LocalRange {
  if (range.rows === 'week') {
    return rangeOf(addDays(range.firstDay, -7), addDays(range.firstDay, -1), timeZone, 'week');
  }
  if (range.rows === 'month') {
    return rangeOf(monthBefore(range.firstDay), addDays(range.firstDay, -1), timeZone, 'month');
  }
  const days = daysOf(range).length;
  return rangeOf(addDays(range.firstDay, -days), addDays(range.firstDay, -1), timeZone);
}

const hourMs = 3_600_000;

/**
 * The hours of a one-day range up to `now` (the hour under way included), each the instant it starts: the hours of
 * the zone's clock, as the fold's hour rows keep them (decision 0045: UTC hours in a whole-hour zone, UTC half or
 * three-quarter hours in a zone of such an offset), so they add up to the day. No hours for a longer range.
 */
export function hoursOf(range: LocalRange, now: Date): Date[] {
  if (range.firstDay !== range.lastDay) return [];
  const hours: Date[] = [];
  const end = Math.min(range.to.getTime(), now.getTime() + 1);
  for (let at = range.from.getTime(); at < end; at += hourMs) hours.push(new Date(at));
  return hours;
}
