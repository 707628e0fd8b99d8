import { describe, expect, it } from 'vitest';
import { averageSecondsBetween, nextDrawAt, previousDrawAt, type DrawSchedule } from './draw-schedule.ts';

const markSix: DrawSchedule = { kind: 'daily', times: ['21:30'], weekdays: [2, 4, 6] };
const at = (iso: string) => new Date(iso);

describe('draw schedules', () => {
  it('fast draws fall on multiples of their period since the epoch', () => {
    const everyMinute: DrawSchedule = { kind: 'every', seconds: 60 };
    expect(nextDrawAt(everyMinute, at('2026-11-27T12:00:05Z'), 'UTC')).toEqual(at('2026-11-27T12:01:00Z'));
    expect(nextDrawAt(everyMinute, at('2026-11-27T12:01:00Z'), 'UTC')).toEqual(at('2026-11-27T12:02:00Z'));
    expect(previousDrawAt(everyMinute, at('2026-11-27T12:01:00Z'), 'UTC')).toEqual(at('2026-11-27T12:00:00Z'));
    expect(previousDrawAt(everyMinute, at('2026-11-27T12:00:30Z'), 'UTC')).toEqual(at('2026-11-27T12:00:00Z'));
  });

  it('Mark Six draws at 21:30 Hong Kong time on Tuesday, Thursday and Saturday', () => {
    // Friday 27 November 2026, 21:00 in Hong Kong (UTC+8): the next draw is Saturday's, the last Thursday's.
    const friday = at('2026-11-27T13:00:00Z');
    const saturday = nextDrawAt(markSix, friday, 'Asia/Hong_Kong');
    expect(saturday).toEqual(at('2026-11-28T13:30:00Z'));
    expect(previousDrawAt(markSix, saturday, 'Asia/Hong_Kong')).toEqual(at('2026-11-26T13:30:00Z'));
    // From Saturday's draw the next is Tuesday's.
    expect(nextDrawAt(markSix, saturday, 'Asia/Hong_Kong')).toEqual(at('2026-12-01T13:30:00Z'));
    expect(averageSecondsBetween(markSix)).toBe(201_600);
  });

  it('keeps the time of day across a change of clocks', () => {
    const daily: DrawSchedule = { kind: 'daily', times: ['20:00'] };
    // London moves to summer time on Sunday 29 March 2026: 20:00 is 20:00 UTC the day before, 19:00 UTC that day.
    expect(nextDrawAt(daily, at('2026-03-28T12:00:00Z'), 'Europe/London')).toEqual(at('2026-03-28T20:00:00Z'));
    expect(nextDrawAt(daily, at('2026-03-29T12:00:00Z'), 'Europe/London')).toEqual(at('2026-03-29T19:00:00Z'));
    expect(previousDrawAt(daily, at('2026-03-29T19:00:00Z'), 'Europe/London')).toEqual(at('2026-03-28T20:00:00Z'));
    // Several times a day, in order.
    const twice: DrawSchedule = { kind: 'daily', times: ['20:00', '08:00'] };
    expect(nextDrawAt(twice, at('2026-11-27T09:00:00Z'), 'UTC')).toEqual(at('2026-11-27T20:00:00Z'));
    expect(nextDrawAt(twice, at('2026-11-27T21:00:00Z'), 'UTC')).toEqual(at('2026-11-28T08:00:00Z'));
    expect(averageSecondsBetween(twice)).toBe(43_200);
  });
});
