import { fileURLToPath } from 'node:url';
import { spawnLoopbackChild, type LoopbackChild } from '@ficha/server-kit';

const feedMain = fileURLToPath(new URL('./main.ts', import.meta.url));

/**
 * Runs the feed simulator as a child process on loopback and resolves with its URL once it listens. Its settings
 * are its own environment variables (main.ts: FEED_SIM_PORT, FEED_SIM_SEED, FEED_SIM_MINUTE_MS); the port is
 * FEED_SIM_PORT when set, else a free one. Used by `npm start` when SPORTSBOOK_FEED_URL is not set.
 */
export function spawnFeedSimulator(): Promise<LoopbackChild> {
  return spawnLoopbackChild({
    name: 'feed simulator',
    main: feedMain,
    env: { FEED_SIM_PORT: process.env['FEED_SIM_PORT'] ?? '0' },
  });
}
