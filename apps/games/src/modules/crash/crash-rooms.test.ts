import { crashPhases, rgsPaths, rgsRoomsSchema, successEnvelopeSchema } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../../../test/create-test-games-app.ts';
import { signedPlatformGet } from '../../../test/signed-platform-get.ts';
import { createGamesDb } from '../../db/database.ts';
import { games as gamesTable } from '../../db/schema/index.ts';

describe(`GET ${rgsPaths.rooms}`, () => {
  let games: TestGamesApp;
  const roomsCall = (overrides: { signature?: string; timestamp?: number } = {}) =>
    games.app.inject(
      signedPlatformGet(
        rgsPaths.rooms,
        { requestId: 'req-rooms-0001', timestamp: overrides.timestamp ?? Date.now() },
        { secret: games.config.GAMES_PROVIDER_SECRET, ...overrides },
      ),
    );
  const setCrashEnabled = (enabled: boolean) =>
    createGamesDb(games.connection).update(gamesTable).set({ enabled }).where(eq(gamesTable.gameCode, 'crash'));

  beforeAll(async () => {
    games = await createTestGamesApp({ GAMES_PROVIDER_CODE: 'FICHA' });
  });
  afterAll(() => games.close());

  it('lists the crash room with where its round stands, for the platform only', async () => {
    const response = await roomsCall();
    expect(response.statusCode).toBe(200);
    const { provider, rooms } = successEnvelopeSchema(rgsRoomsSchema).parse(response.json()).value;
    expect(provider).toBe('FICHA');
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ roomId: 'crash', gameCode: 'crash', bets: 0 });
    expect(crashPhases).toContain(rooms[0]?.phase);

    const forged = await roomsCall({ signature: 'ab'.repeat(32) });
    expect([forged.statusCode, forged.json().errorCode]).toEqual([401, 'INVALID_SIGNATURE']);
    const stale = await roomsCall({ timestamp: Date.now() - 6 * 60_000 });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([401, 'REQUEST_EXPIRED']);
  });

  it('has no open room while the crash game is switched off', async () => {
    await setCrashEnabled(false);
    const { rooms } = successEnvelopeSchema(rgsRoomsSchema).parse((await roomsCall()).json()).value;
    expect(rooms).toEqual([]);
    await setCrashEnabled(true);
  });
});
