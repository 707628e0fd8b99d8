import { describe, expect, it } from 'vitest';
import { getFavoriteGamesList, getGameList, getGameVendors, getHotGames, getRecentGames } from './endpoints/catalog.ts';
import { ignoredParams, queryObject } from './schemas.ts';
import { buildOpenApiDocument } from './server/openapi.ts';

describe('parameters the original client sends and a call does not use (ignoredParams)', () => {
  const query = queryObject({ used: ignoredParams('clientType').clientType, ...ignoredParams('platform', 'flush') });

  it('accepts them as sent (text, number or flag) and still refuses a genuinely unknown field', () => {
    expect(query.safeParse({ platform: 'flash,html5-desktop', flush: 1764140000000, used: true }).success).toBe(true);
    expect(query.safeParse({}).success).toBe(true);
    const unknown = query.safeParse({ platform: 'flash', plataforma: 'flash' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['plataforma'] });
  });

  it('bounds them like every string on the wire', () => {
    expect(query.safeParse({ platform: 'x'.repeat(513) }).success).toBe(false);
    expect(query.safeParse({ platform: { nested: true } }).success).toBe(false);
  });

  it('shows them in OpenAPI as accepted and not used', () => {
    const document = buildOpenApiDocument(
      [getGameVendors, getGameList, getHotGames, getRecentGames, getFavoriteGamesList],
      { title: 't', version: '1', description: 'd' },
    ) as { paths: Record<string, { get: { parameters: Array<{ name: string; schema: Record<string, unknown> }> } }> };
    const parameter = (path: string, name: string) =>
      document.paths[path]?.get.parameters.find((p) => p.name === name)?.schema;
    for (const [path, name] of [
      ['/wps/relay/GCSGAME_newGameVendor', 'merchantCode'],
      ['/wps/relay/GCSGAME_gameList', 'clientType'],
      ['/wps/relay/GCSGAME_hotGamesV2', 'isPlatform'],
      ['/wps/relay/GCS_recentGame', 'clientType'],
      ['/wps/relay/MCSFE_getFavoriteGamesList', 'token'],
    ] as const) {
      expect(parameter(path, name), `${path} ${name}`).toMatchObject({
        description: 'Sent by the original client; accepted and not used',
        'x-accepted-ignored': true,
      });
    }
  });
});
