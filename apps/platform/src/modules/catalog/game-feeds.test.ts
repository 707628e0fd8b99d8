import { getGameMatches, getJackpots, getRankList, getWinnerBoard } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
});
afterAll(() => t.close());

describe('hot sports matches and jackpots', () => {
  it('answer their recorded shapes with empty lists: no sportsbook, no jackpot pools', async () => {
    const visitor = apiClient(baseUrl);
    expect(await visitor.call(getGameMatches, {})).toEqual({ hot_sport: [], league: [], match: [] });
    expect(await visitor.call(getJackpots, {})).toEqual({ list: [] });
  });

  it('refuse unknown parameters', async () => {
    const visitor = apiClient(baseUrl);
    expect((await failureOf(visitor, getGameMatches, { sport: 'soccer' } as never)).errorCode).toBe(
      'request_param_err',
    );
    expect((await failureOf(visitor, getJackpots, { vendor: 'PG' } as never)).errorCode).toBe('request_param_err');
  });
});

describe('the winner board under the desktop name (ODSFE2_getWinnerBoard)', () => {
  it('answers what GCSGAME_getRankList answers and refuses what it refuses', async () => {
    const visitor = apiClient(baseUrl);
    const query = { gameCategory: 'ALL', language: 'EN', limitNum: 20 } as const;
    expect(await visitor.call(getWinnerBoard, query)).toEqual(await visitor.call(getRankList, query));
    expect((await failureOf(visitor, getWinnerBoard, { limitNum: 21 })).errorCode).toBe('request_param_err');
  });
});
