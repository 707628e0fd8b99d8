import { describe, expect, it } from 'vitest';
import { decideSelection } from '../betting/markets.ts';
import { feedSnapshotPath, feedSnapshotSchema, httpFeedAdapter, sports } from '../feed/feed-adapter.ts';
import { buildFeedServer, feedTestClockPath } from './feed-server.ts';
import { createFeedSimulator } from './simulator.ts';

const minuteMs = 1_000;
const epochMs = Date.UTC(2026, 10, 26, 12);
const simulator = (seed = 'test-seed') => createFeedSimulator({ seed, epochMs, minuteMs });
const minutes = (n: number) => epochMs + n * minuteMs;

describe('feed simulator', () => {
  it('replays the same feed from the same seed, and another feed from another seed', () => {
    const once = simulator().snapshotAt(minutes(33));
    expect(feedSnapshotSchema.parse(once)).toEqual(once);
    expect(simulator().snapshotAt(minutes(33))).toEqual(once);
    expect(simulator('other-seed').snapshotAt(minutes(33))).not.toEqual(once);
  });

  it('has upcoming, live and finished events of every sport at the start', () => {
    const { events } = simulator().snapshotAt(minutes(0));
    for (const sport of sports) {
      const statuses = new Set(events.filter((e) => e.sport === sport).map((e) => e.status));
      expect(statuses.has('scheduled')).toBe(true);
      expect(statuses.has('live')).toBe(true);
    }
    expect(events.some((e) => e.status === 'finished')).toBe(true);
    const live = events.find((e) => e.status === 'live' && e.sport === 'football')!;
    expect(live.minute).toBeGreaterThan(0);
    expect(live.markets.map((m) => m.kind)).toContain('1x2');
  });

  it('plays each match to its result: the score only grows, odds move, dangerous minutes suspend', () => {
    const sim = simulator();
    const id = sim.snapshotAt(minutes(0)).events.find((e) => e.sport === 'football' && e.status === 'scheduled')!.id;
    let last = { home: 0, away: 0 };
    const prices = new Set<string>();
    let suspended = 0;
    let result = null;
    for (let minute = 0; minute < 400 && !result; minute++) {
      const event = sim.snapshotAt(minutes(minute)).events.find((e) => e.id === id)!;
      expect(event.score.home).toBeGreaterThanOrEqual(last.home);
      expect(event.score.away).toBeGreaterThanOrEqual(last.away);
      last = event.score;
      const match = event.markets.find((m) => m.kind === '1x2');
      if (match) prices.add(JSON.stringify(match.odds));
      if (event.markets.some((m) => m.suspended)) suspended += 1;
      if (event.status === 'cancelled') return;
      result = event.result;
    }
    expect(result).toEqual({ home: last.home, away: last.away });
    expect(prices.size).toBeGreaterThan(5);
    // One suspended minute before each goal (two goals in one minute share it).
    expect(suspended).toBeGreaterThan(0);
    expect(suspended).toBeLessThanOrEqual(last.home + last.away);
  });

  it('offers only prices above 1.001 that some sampled end pays, e-sports with map markets decided by maps', () => {
    const sim = simulator();
    const finished = sim.snapshotAt(minutes(0)).events.filter((e) => e.status === 'finished' && e.result?.maps);
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      const maps = event.result!.maps!;
      expect(maps.filter((m) => m === 'home').length).toBe(event.result!.home);
      const spec = { kind: 'map_winner' as const, line: 0, map: 1 };
      expect(decideSelection(spec, maps[0]!, event.result)).toBe('win');
    }
    for (const event of sim.snapshotAt(minutes(5)).events) {
      for (const market of event.markets) {
        for (const odds of Object.values(market.odds)) expect(odds).toBeGreaterThanOrEqual(1001);
      }
    }
  });

  it('serves the snapshot over HTTP; the test clock moves simulated time and exists only when asked for', async () => {
    let now = epochMs;
    const server = buildFeedServer({ seed: 'http', minuteMs, testClock: true, now: () => now });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    // A generous limit: a loaded CI machine may answer a local call slowly, and this test is about the snapshot and
    // the clock, not the adapter's limit.
    const feed = httpFeedAdapter(url, { timeoutMs: 30_000 });
    try {
      const before = await feed.snapshot();
      expect(before.at).toBe(new Date(epochMs).toISOString());
      const moved = await fetch(`${url}${feedTestClockPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minutes: 120 }),
      });
      expect(moved.status).toBe(200);
      now += 5;
      expect((await feed.snapshot()).at).toBe(new Date(epochMs + 120 * minuteMs + 5).toISOString());
      const refused = await fetch(`${url}${feedTestClockPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minutes: -3 }),
      });
      expect(refused.status).toBe(400);
    } finally {
      await server.close();
    }
    const plain = buildFeedServer({ seed: 'http', minuteMs, testClock: false });
    expect((await plain.inject({ method: 'POST', url: feedTestClockPath, payload: { minutes: 1 } })).statusCode).toBe(
      404,
    );
    expect((await plain.inject({ method: 'GET', url: feedSnapshotPath })).statusCode).toBe(200);
  });
});

describe('corrected results (decision 0083)', () => {
  const rate = 0.5;
  const corrected = createFeedSimulator({ seed: 'corrections', epochMs: 0, minuteMs: 60_000, correctionRate: rate });
  const plain = createFeedSimulator({ seed: 'corrections', epochMs: 0, minuteMs: 60_000 });
  const finishedAt = (minutes: number, simulator: typeof corrected) =>
    simulator.snapshotAt(minutes * 60_000).events.filter((event) => event.status === 'finished');

  it('corrects some finished results, later, with version 2 and another result; the same seed replays them', () => {
    const later = finishedAt(400, corrected);
    const changed = later.filter((event) => event.resultVersion === 2);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(later.length);
    const originals = new Map(finishedAt(400, plain).map((event) => [event.id, event.result]));
    for (const event of changed) expect(event.result).not.toEqual(originals.get(event.id));
    for (const event of later.filter((e) => e.resultVersion === 1))
      expect(event.result).toEqual(originals.get(event.id));
    const again = createFeedSimulator({ seed: 'corrections', epochMs: 0, minuteMs: 60_000, correctionRate: rate });
    expect(finishedAt(400, again)).toEqual(later);
  });

  it('corrects nothing by default', () => {
    expect(finishedAt(400, plain).every((event) => event.resultVersion === 1)).toBe(true);
  });
});
