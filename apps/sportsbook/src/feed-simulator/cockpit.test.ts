import { describe, expect, it } from 'vitest';
import { feedFightSchema } from '../feed/feed-adapter.ts';
import { cockpit, cockpitFights, fightSlotMinutes } from './cockpit.ts';

const minuteMs = 10_000;
const dayStart = Date.UTC(2026, 10, 27);
const at = (minute: number) => dayStart + minute * minuteMs;

describe("the feed simulator's cockpit", () => {
  it('replays the same fights from the same seed, and others from another seed', () => {
    const once = cockpitFights('seed', at(100), minuteMs);
    for (const fight of once) expect(feedFightSchema.parse(fight)).toEqual(fight);
    expect(cockpitFights('seed', at(100), minuteMs)).toEqual(once);
    expect(cockpitFights('other', at(100), minuteMs)).not.toEqual(once);
  });

  it('announces a fight, opens its window at minute 1, closes it at 4 and gives the result at 6', () => {
    const slot = Math.floor(at(600) / minuteMs / fightSlotMinutes);
    const start = slot * fightSlotMinutes * minuteMs;
    const state = (minute: number) =>
      cockpitFights('seed', start + minute * minuteMs, minuteMs).find((f) => f.id === `${cockpit.id}:${slot}`)!;
    expect(state(0.5)).toMatchObject({ state: 'scheduled', result: null });
    expect(state(1)).toMatchObject({ state: 'open', result: null });
    expect(state(3.9).state).toBe('open');
    expect(state(4)).toMatchObject({ state: 'closed', result: null });
    const ended = state(6);
    expect(['settled', 'cancelled']).toContain(ended.state);
    expect(ended.result === null).toBe(ended.state === 'cancelled');
    expect(Date.parse(ended.closesAt) - Date.parse(ended.opensAt)).toBe(3 * minuteMs);
    // Its entries and odds stay the same from the announcement to the result.
    expect({ ...state(0), state: null, result: null }).toEqual({ ...ended, state: null, result: null });
  });

  it('numbers fights from 1 each day, prices MERON and WALA with a margin and DRAW at 9.000', () => {
    const fights = cockpitFights('seed', dayStart + 30 * minuteMs, minuteMs);
    expect(fights.map((f) => f.number).filter((n) => n <= 2)).toEqual([1, 2]);
    const outcomes = new Map<string, number>();
    for (let slot = 0; slot < 600; slot++) {
      const [fight] = cockpitFights('seed', (slot + 20) * fightSlotMinutes * minuteMs, minuteMs);
      expect(fight!.meron).not.toBe(fight!.wala);
      expect(fight!.odds.draw).toBe(9000);
      // 0.95 / p + 0.95 / (1 - p) ≥ 3.8: a margin on both sides whatever the favourite.
      expect(1000 / fight!.odds.meron + 1000 / fight!.odds.wala).toBeGreaterThan(1);
      outcomes.set(fight!.result ?? fight!.state, (outcomes.get(fight!.result ?? fight!.state) ?? 0) + 1);
    }
    expect([...outcomes.keys()].sort()).toEqual(['cancelled', 'draw', 'meron', 'wala']);
  });
});
