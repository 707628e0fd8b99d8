import { describe, expect, it } from 'vitest';
import { fromLocalInput, scheduleState, toLocalInput } from './schedule.ts';

describe('schedule inputs', () => {
  it('turns an instant into a local input value and back', () => {
    const iso = new Date(2026, 10, 22, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-22T09:30');
    expect(fromLocalInput('2026-11-22T09:30')).toBe(iso);
  });

  it('treats empty as no limit and keeps an unreadable value for the server to refuse', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBe('soon');
  });

  it('tells off, scheduled, live and ended apart', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const item = { startsAt: null, endsAt: null, enabled: true };
    expect(scheduleState(item, now)).toBe('live');
    expect(scheduleState({ ...item, enabled: false }, now)).toBe('off');
    expect(scheduleState({ ...item, startsAt: '2026-11-22T11:00:00Z' }, now)).toBe('scheduled');
    expect(scheduleState({ ...item, endsAt: '2026-11-22T10:00:00Z' }, now)).toBe('ended');
  });
});
