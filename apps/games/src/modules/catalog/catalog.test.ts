import { rgsCatalogSchema, rgsPaths, successEnvelopeSchema } from '@ficha/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../../../test/create-test-games-app.ts';
import { signedPlatformGet } from '../../../test/signed-platform-get.ts';
import { createGamesDb } from '../../db/database.ts';
import { games as gamesTable } from '../../db/schema/index.ts';

describe(`GET ${rgsPaths.games}`, () => {
  let games: TestGamesApp;
  const catalogCall = (
    query: Record<string, string | number>,
    overrides: { provider?: string; signature?: string } = {},
  ) =>
    games.app.inject(
      signedPlatformGet(rgsPaths.games, query, { secret: games.config.GAMES_PROVIDER_SECRET, ...overrides }),
    );
  const freshQuery = () => ({ requestId: 'req-catalog-0001', timestamp: Date.now() });

  beforeAll(async () => {
    games = await createTestGamesApp({ GAMES_PROVIDER_CODE: 'FICHA' });
  });
  afterAll(async () => {
    await games.close();
  });
  beforeEach(async () => {
    await createGamesDb(games.connection).delete(gamesTable);
  });

  it('answers an empty catalog under the provider code to a correctly signed call', async () => {
    const response = await catalogCall(freshQuery());
    expect(response.statusCode).toBe(200);
    const body = successEnvelopeSchema(rgsCatalogSchema).parse(response.json());
    expect(body).toEqual({ success: true, value: { provider: 'FICHA', games: [] } });
  });

  it('lists enabled games only, in the shape of the contract', async () => {
    await createGamesDb(games.connection)
      .insert(gamesTable)
      .values([
        { gameCode: 'dice', name: 'Dice', category: 'MINI', demoAvailable: true, rtpBasisPoints: 9900 },
        { gameCode: 'old-slot', name: 'Old slot', category: 'RNG', demoAvailable: false, enabled: false },
        { gameCode: 'keno', name: 'Keno', category: 'LOTT', demoAvailable: false, iconUrl: '/icons/keno.png' },
      ]);
    const response = await catalogCall(freshQuery());
    expect(response.statusCode).toBe(200);
    expect(response.json().value.games).toEqual([
      { gameCode: 'dice', name: 'Dice', category: 'MINI', iconUrl: null, rtpBasisPoints: 9900, demoAvailable: true },
      {
        gameCode: 'keno',
        name: 'Keno',
        category: 'LOTT',
        iconUrl: '/icons/keno.png',
        rtpBasisPoints: null,
        demoAvailable: false,
      },
    ]);
  });

  it('refuses a wrong signature with 401 INVALID_SIGNATURE', async () => {
    const response = await catalogCall(freshQuery(), { signature: 'ab'.repeat(32) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses a call signed with another secret with 401 INVALID_SIGNATURE', async () => {
    const response = await games.app.inject(
      signedPlatformGet(rgsPaths.games, freshQuery(), { secret: 'some-other-secret-of-enough-length' }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses a caller other than the platform with 401 INVALID_SIGNATURE', async () => {
    const response = await catalogCall(freshQuery(), { provider: 'FICHA' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses an unsigned call with 401 INVALID_SIGNATURE', async () => {
    const response = await games.app.inject({
      method: 'GET',
      url: `${rgsPaths.games}?requestId=req-catalog-0001&timestamp=${Date.now()}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
  });

  it('refuses a correctly signed call older than five minutes with 401 REQUEST_EXPIRED', async () => {
    const response = await catalogCall({ requestId: 'req-catalog-0001', timestamp: Date.now() - 5 * 60_000 - 1_000 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'REQUEST_EXPIRED' });
  });

  it('refuses a correctly signed call dated more than five minutes ahead with 401 REQUEST_EXPIRED', async () => {
    const response = await catalogCall({ requestId: 'req-catalog-0001', timestamp: Date.now() + 5 * 60_000 + 1_000 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'REQUEST_EXPIRED' });
  });

  it('answers 400 request_param_err naming requestId when it is missing', async () => {
    const response = await catalogCall({ timestamp: Date.now() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      fields: [{ field: 'requestId', reason: 'invalid_type' }],
    });
  });

  it('answers 400 request_param_err naming timestamp when it is missing', async () => {
    const response = await catalogCall({ requestId: 'req-catalog-0001' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      fields: [{ field: 'timestamp', reason: 'invalid_type' }],
    });
  });

  it('answers 400 request_param_err naming an extra query parameter', async () => {
    const response = await catalogCall({ ...freshQuery(), category: 'RNG' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      fields: [{ field: 'category', reason: 'unknown_field' }],
    });
  });
});
