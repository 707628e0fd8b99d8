import { randomUUID } from 'node:crypto';
import { gameSessionHeader, gamesApiPaths } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../platform/test/seamless-client.ts';
import { processDatabase, spawnGameServer, type GameServerProcess } from './game-server-process.ts';
import { rowsOf, signedLaunch } from './games-with-platform.ts';

const players = 6;
const startingBalance = 50_00n;

/**
 * ISSUE 6: the game server is killed with SIGKILL in the middle of rounds, started again, and every round ends
 * settled or rolled back, agreeing with the platform's bet records and balances; the platform's ledger
 * invariants are checked when it closes.
 */
describe('kill -9 of the game server in the middle of rounds', () => {
  let platform: TestApp;
  let platformUrl: string;
  let fixture: SeamlessFixture;
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let server: GameServerProcess | undefined;

  beforeAll(async () => {
    platform = await createTestApp();
    platformUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
    fixture = await seamlessFixture(platform.db, platformUrl);
    database = await processDatabase();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.drop();
    await platform?.close();
  });

  const serverEnv = () => ({
    ...database.env,
    GAMES_PROVIDER_CODE: fixture.provider.code,
    GAMES_PROVIDER_SECRET: fixture.provider.secret,
    GAMES_WALLET_URL: platformUrl,
    GAMES_WALLET_BACKOFF_MS: '5',
    GAMES_RECOVERY_INTERVAL_MS: '0',
  });

  it('leaves every round settled or rolled back, as the platform recorded it', { timeout: 180_000 }, async () => {
    server = await spawnGameServer(serverEnv());
    await rowsOf(platform.connection, 'update platform.seamless_providers set base_url = $1 where code = $2', [
      server.url,
      fixture.provider.code,
    ]);
    const gamesUrl = server.url;
    const post = async (path: string, body: unknown, session?: string) => {
      const response = await fetch(`${gamesUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(session ? { [gameSessionHeader]: session } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; value?: { sessionToken?: string; roundId?: string } };
    };
    /** A mines round: start, one pick, then a cash-out if the pick was safe. */
    const minesRound = async (session: string) => {
      const start = await post(gamesApiPaths.minesStart, { requestId: `r-${randomUUID()}`, bet: 1, mines: 3 }, session);
      const roundId = start.value?.roundId;
      if (!roundId) return;
      await post(gamesApiPaths.minesPick, { roundId, cell: 12 }, session);
      await post(gamesApiPaths.minesCashOut, { roundId }, session);
    };
    const sessions: Array<{ memberId: number; session: string; game: string }> = [];
    for (let i = 0; i < players; i++) {
      const game = i % 3 === 2 ? 'mines' : 'huerta-dorada';
      const member = await fixture.createPlayer(startingBalance);
      const launched = await signedLaunch(gamesUrl, fixture.provider.secret, {
        launchToken: await fixture.launchToken(member.id, game),
        gameCode: game,
        currency: fixture.merchant.currency,
        returnUrl: `${platformUrl}/`,
      });
      const token = new URL((launched.body.value as { url: string }).url).searchParams.get('token');
      const started = await post(gamesApiPaths.session, { token });
      sessions.push({ memberId: member.id, session: started.value!.sessionToken!, game });
    }

    // Every player plays in a loop; the process is killed once enough answers came back.
    let answered = 0;
    let stop = false;
    const loops = sessions.map(async ({ session, game }) => {
      while (!stop) {
        const call =
          game === 'mines'
            ? minesRound(session)
            : post(gamesApiPaths.slotSpin, { requestId: `r-${randomUUID()}`, bet: 1 }, session);
        await call.then(
          () => (answered += 1),
          () => {
            stop = true;
          },
        );
      }
    });
    while (answered < 30 && !stop) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    await server.exited;
    expect(answered).toBeGreaterThanOrEqual(30);

    // Started again: the recovery at start resolves what the killed process left.
    server = await spawnGameServer(serverEnv());
    const recovered = await server.recovered;
    expect(recovered.unresolved).toBe(0);
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;

    const games = await database.open();
    try {
      const rounds = await rowsOf<{ id: string; state: string; stake_minor: string; win_minor: string | null }>(
        games,
        'select id, state, stake_minor::text as stake_minor, win_minor::text as win_minor from games.rounds',
        [],
      );
      expect(rounds.length).toBeGreaterThanOrEqual(20);
      expect(rounds.filter((r) => r.state !== 'settled' && r.state !== 'rolled_back')).toEqual([]);
      const records = await rowsOf<{ round_id: string; status: string; stake_minor: string; win_minor: string }>(
        platform.connection,
        `select round_id, status, stake_minor::text as stake_minor, win_minor::text as win_minor
           from platform.bet_records`,
        [],
      );
      const recordOf = new Map(records.map((r) => [r.round_id, r]));
      let lost = 0n;
      for (const round of rounds) {
        const record = recordOf.get(round.id);
        if (round.state === 'settled') {
          expect(record).toEqual({
            round_id: round.id,
            status: 'settled',
            stake_minor: round.stake_minor,
            win_minor: round.win_minor,
          });
          lost += BigInt(round.stake_minor) - BigInt(round.win_minor ?? '0');
        } else if (record) {
          expect(record.status).toBe('cancelled');
        }
      }
      let balances = 0n;
      for (const { memberId } of sessions) balances += await fixture.balanceOf(memberId);
      expect(balances).toBe(BigInt(players) * startingBalance - lost);
    } finally {
      await games.close();
    }
  });
});
