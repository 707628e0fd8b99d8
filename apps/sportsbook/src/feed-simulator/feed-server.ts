import Fastify from 'fastify';
import { z } from 'zod';
import { feedSnapshotPath } from '../feed/feed-adapter.ts';
import { createFeedSimulator } from './simulator.ts';

/** The test clock's path: moves the simulated time forward (only when the test clock is on). */
export const feedTestClockPath = '/feed/v1/test-clock';

export interface FeedServerOptions {
  seed: string;
  minuteMs: number;
  /**
   * Test only: `POST /feed/v1/test-clock { minutes }` moves the simulated time forward so a test sees events
   * finish at once. Refused in production (main.ts); the route does not exist when off.
   */
  testClock: boolean;
  /** The share of finished matches whose result is later corrected (decision 0083). */
  correctionRate?: number;
  /** Real time now (ms); the simulated time starts with it. */
  now?: () => number;
}

/**
 * The feed simulator's HTTP face: `GET /feed/v1/snapshot` answers the feed at the current simulated time (real
 * time since start, plus what the test clock added). The schedule's epoch is the start, rounded down to the match
 * minute, so a restart with the same seed within that minute replays the same feed.
 */
export function buildFeedServer(options: FeedServerOptions) {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const epochMs = startedAt - (startedAt % options.minuteMs);
  const simulator = createFeedSimulator({
    seed: options.seed,
    epochMs,
    minuteMs: options.minuteMs,
    correctionRate: options.correctionRate ?? 0,
  });
  let advancedMs = 0;
  const app = Fastify({ logger: false });
  app.get(feedSnapshotPath, async () => simulator.snapshotAt(now() + advancedMs));
  if (options.testClock) {
    const body = z.object({
      minutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    });
    app.post(feedTestClockPath, async (request, reply) => {
      const parsed = body.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ error: 'minutes: a whole number from 1 to 1440' });
      advancedMs += parsed.data.minutes * options.minuteMs;
      return { at: new Date(now() + advancedMs).toISOString() };
    });
  }
  return app;
}
