import {
  gameCodes,
  languageCodes,
  rgsCatalogSchema,
  rgsPaths,
  slotGameCodes,
  successEnvelopeSchema,
} from '@ficha/contract';
import { formatMultiplier, huertaDorada, slotMath } from '@ficha/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../../../test/create-test-games-app.ts';
import { signedPlatformGet } from '../../../test/signed-platform-get.ts';
import { createGamesDb } from '../../db/database.ts';
import { games as gamesTable } from '../../db/schema/index.ts';
import { rtpBasisPoints } from './game-definitions.ts';

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
  it('lists every game this server runs: names in every site language, category, icon, RTP, bet limits', async () => {
    const response = await catalogCall(freshQuery());
    expect(response.statusCode).toBe(200);
    const { provider, games: listed } = successEnvelopeSchema(rgsCatalogSchema).parse(response.json()).value;
    expect(provider).toBe('FICHA');
    expect(listed.map((g) => g.gameCode)).toEqual([...gameCodes]);
    for (const game of listed) {
      expect(Object.keys(game.names ?? {}).sort()).toEqual([...languageCodes].sort());
      expect(game.category).toBe(slotGameCodes.includes(game.gameCode as never) ? 'RNG' : 'MINI');
      expect(game.iconUrl).toBe(`/icons/${game.gameCode}.svg`);
      expect(game.demoAvailable).toBe(true);
      expect(game.betLimits?.['USD']).toEqual({ minBet: 0.1, maxBet: 100 });
      expect(game.betLimits?.['MXN']).toEqual({ minBet: 2, maxBet: 2000 });
    }
    const byCode = new Map(listed.map((g) => [g.gameCode, g]));
    expect(byCode.get('dice')?.names).toMatchObject({ ES: 'Dados', EN: 'Dice', DE: 'Würfel', JA: 'ダイス' });
    expect(byCode.get('dice')?.rtpBasisPoints).toBe(9900);
    expect(byCode.get('keno')?.rtpBasisPoints).toBe(9668);
    expect(byCode.get('huerta-dorada')?.rtpBasisPoints).toBe(rtpBasisPoints(slotMath(huertaDorada).rtp));
    expect(byCode.get('huerta-dorada')?.maxWinMultiplier).toBe(
      formatMultiplier(slotMath(huertaDorada).maxWinMultiplier),
    );
  });

  it('serves each listed icon as an SVG of its own, and not_found for anything else', async () => {
    const icons = new Set<string>();
    for (const code of gameCodes) {
      const response = await games.app.inject({ method: 'GET', url: `/icons/${code}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 128 128"/);
      icons.add(response.body);
    }
    expect(icons.size).toBe(gameCodes.length);
    expect((await games.app.inject({ method: 'GET', url: '/icons/nope.svg' })).statusCode).toBe(404);
    expect((await games.app.inject({ method: 'GET', url: '/icons/dice.png' })).statusCode).toBe(404);
  });

  it('lists enabled games only, in the shape of the contract', async () => {
    const db = createGamesDb(games.connection);
    await db.delete(gamesTable);
    await db.insert(gamesTable).values([
      { gameCode: 'partner-dice', name: 'Dice', category: 'MINI', demoAvailable: true, rtpBasisPoints: 9900 },
      { gameCode: 'old-slot', name: 'Old slot', category: 'RNG', demoAvailable: false, enabled: false },
      { gameCode: 'partner-keno', name: 'Keno', category: 'LOTT', demoAvailable: false, iconUrl: '/icons/keno.png' },
    ]);
    const response = await catalogCall(freshQuery());
    expect(response.statusCode).toBe(200);
    expect(response.json().value.games).toEqual([
      {
        gameCode: 'partner-dice',
        name: 'Dice',
        category: 'MINI',
        iconUrl: null,
        rtpBasisPoints: 9900,
        demoAvailable: true,
      },
      {
        gameCode: 'partner-keno',
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
