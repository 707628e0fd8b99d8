import type { LgwDraw, LgwGame, LgwGroup } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { countdownText, drawClock } from './draw-clock.ts';
import { groupsOfRegion, selectedGame } from './lottery-regions.ts';
import { numberFrequency } from './number-frequency.ts';

const game = (gameCode: string, gameGroupCode: LgwGame['gameGroupCode']): LgwGame => ({
  gameCode,
  gameName: gameCode,
  nodeId: gameCode.length,
  vassalage: 'FICHA_LOTTO',
  gameGroupCode,
  prizeMode: 'LOTT',
  everySeconds: 60,
  iconUrl: null,
  underMaintenance: false,
});

const draw = (numbers: number[] | null, state: LgwDraw['state'] = 'settled'): LgwDraw => ({
  gameCode: 'ssc-1m',
  numero: 'SSC1-202611271200',
  state,
  closeTime: '2026-11-27T11:59:50.000Z',
  drawTime: '2026-11-27T12:00:00.000Z',
  serverSeedHash: 'h',
  serverSeed: null,
  numbers,
  winningNumber: numbers?.join(',') ?? null,
});

describe('the lottery pages’ categories', () => {
  const menus: Record<string, LgwGroup> = {
    K3: { gameGroupCode: 'K3', gameMenus: [game('k3-1m', 'K3')] },
    SSC: { gameGroupCode: 'SSC', gameMenus: [game('ssc-1m', 'SSC'), game('ssc-5m', 'SSC')] },
    PK10: { gameGroupCode: 'PK10', gameMenus: [] },
  };

  it('lists the main categories in the page order, without empty ones, and none on the regional pages', () => {
    expect(groupsOfRegion(menus, 'main').map((g) => g.gameGroupCode)).toEqual(['SSC', 'K3']);
    expect(groupsOfRegion(menus, 'vn')).toEqual([]);
    expect(groupsOfRegion(menus, 'sea')).toEqual([]);
  });

  it('shows the game the address names, or the first one', () => {
    const groups = groupsOfRegion(menus, 'main');
    expect(selectedGame(groups, 'k3-1m')?.gameCode).toBe('k3-1m');
    expect(selectedGame(groups, 'nope')?.gameCode).toBe('ssc-1m');
    expect(selectedGame(groups, null)?.gameCode).toBe('ssc-1m');
    expect(selectedGame([], null)).toBeUndefined();
  });
});

describe('hot and cold numbers', () => {
  it('counts each digit over the drawn draws and marks the three most and least frequent, ties alike', () => {
    const counts = numberFrequency('SSC', [
      draw([1, 1, 2, 3, 4]),
      draw([1, 2, 2, 5, 6]),
      draw([1, 2, 3, 0, 0]),
      draw(null, 'cancelled'),
    ]);
    expect(counts).toHaveLength(10);
    expect(counts.find((c) => c.number === 1)).toEqual({ number: 1, count: 4, heat: 'hot' });
    expect(counts.find((c) => c.number === 2)).toEqual({ number: 2, count: 4, heat: 'hot' });
    expect(counts.filter((c) => c.heat === 'hot').map((c) => c.number)).toEqual([0, 1, 2, 3]);
    expect(counts.filter((c) => c.heat === 'cold').map((c) => c.number)).toEqual([7, 8, 9]);
    expect(counts.find((c) => c.number === 4)).toEqual({ number: 4, count: 1, heat: 'normal' });
  });

  it('marks nothing when every number came up as often', () => {
    expect(numberFrequency('K3', [draw([1, 2, 3]), draw([4, 5, 6])]).map((c) => c.heat)).toEqual(
      Array(6).fill('normal'),
    );
  });

  it('counts the cars of the first three places in PK10, and nothing without draws or range', () => {
    const counts = numberFrequency('PK10', [draw([3, 7, 1, 2, 4, 5, 6, 8, 9, 10])]);
    expect(counts.filter((c) => c.count === 1).map((c) => c.number)).toEqual([1, 3, 7]);
    expect(numberFrequency('SSC', [])).toEqual([]);
    expect(numberFrequency('VN', [draw([1])])).toEqual([]);
  });
});

describe('the draw countdown', () => {
  it('counts down to the close on the server’s clock, then says betting has closed', () => {
    const close = '2026-11-27T12:00:00.000Z';
    const now = Date.parse('2026-11-27T11:58:55.500Z');
    expect(drawClock(close, now, 0)).toEqual({ phase: 'open', secondsLeft: 65 });
    // The phone's clock is 5 s behind the server's.
    expect(drawClock(close, now, 5_000)).toEqual({ phase: 'open', secondsLeft: 60 });
    expect(drawClock(close, Date.parse(close), 0)).toEqual({ phase: 'closed' });
    expect(countdownText(65)).toBe('1:05');
    expect(countdownText(3 * 3600 + 62)).toBe('3:01:02');
  });
});
