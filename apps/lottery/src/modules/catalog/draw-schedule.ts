/**
 * When a game's draws happen (decision 0074). One scheduler serves every kind of schedule: it asks a schedule for
 * the first draw time after an instant and the last one before it.
 * - `every`: fast draws, every `seconds` since the Unix epoch (UTC): 60, 180, 300…
 * - `daily`: at fixed times of day (`HH:MM`) in the lottery's time zone, on every day or on the listed weekdays
 *   (0 Sunday … 6 Saturday), e.g. Mark Six at 21:30 on Tuesday, Thursday and Saturday.
 */
export type DrawSchedule =
  { kind: 'every'; seconds: number } | { kind: 'daily'; times: readonly string[]; weekdays?: readonly number[] };

const dayMs = 86_400_000;

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time of a day (a UTC date standing for the local day) reads in a time zone. */
function instantOf(localDay: number, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = localDay + (hours * 60 + minutes) * 60_000;
  // Twice: the offset at the first guess may differ from the one at the answer around a change of clocks.
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}

/** The draw times of a daily schedule on the local days around an instant (a week and a day each side), in order. */
function dailyTimesAround(schedule: Extract<DrawSchedule, { kind: 'daily' }>, at: Date, timeZone: string): Date[] {
  const w = wallClock(at, timeZone);
  const today = Date.UTC(w.year, w.month - 1, w.day);
  const times: Date[] = [];
  for (let offset = -8; offset <= 8; offset++) {
    const localDay = today + offset * dayMs;
    if (schedule.weekdays && !schedule.weekdays.includes(new Date(localDay).getUTCDay())) continue;
    for (const time of schedule.times) times.push(instantOf(localDay, time, timeZone));
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** The first draw time strictly after `after`. */
export function nextDrawAt(schedule: DrawSchedule, after: Date, timeZone: string): Date {
  if (schedule.kind === 'every') {
    const everyMs = schedule.seconds * 1000;
    return new Date((Math.floor(after.getTime() / everyMs) + 1) * everyMs);
  }
  const next = dailyTimesAround(schedule, after, timeZone).find((time) => time > after);
  if (!next) throw new RangeError('a daily schedule without a draw in a week');
  return next;
}

/** The last draw time strictly before `before`. */
export function previousDrawAt(schedule: DrawSchedule, before: Date, timeZone: string): Date {
  if (schedule.kind === 'every') {
    const everyMs = schedule.seconds * 1000;
    return new Date((Math.ceil(before.getTime() / everyMs) - 1) * everyMs);
  }
  const previous = dailyTimesAround(schedule, before, timeZone).findLast((time) => time < before);
  if (!previous) throw new RangeError('a daily schedule without a draw in a week');
  return previous;
}

/** Seconds between two draws on average (a week's draws spread over the week, for daily schedules). */
export function averageSecondsBetween(schedule: DrawSchedule): number {
  if (schedule.kind === 'every') return schedule.seconds;
  const days = schedule.weekdays?.length ?? 7;
  return Math.round((7 * 86_400) / (days * schedule.times.length));
}
