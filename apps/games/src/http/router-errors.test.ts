import { errorMessage, gamesApiPaths } from '@ficha/contract';
import { routerErrorProbes, sendRawHttp } from '@ficha/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../../test/create-test-games-app.ts';

let games: TestGamesApp;
let port: number;

beforeAll(async () => {
  games = await createTestGamesApp();
  await games.app.listen({ port: 0, host: '127.0.0.1' });
  port = (games.app.server.address() as { port: number }).port;
});
afterAll(() => games.close());

describe('game server: router-level failures over a real socket (issue 11, finding 6)', () => {
  it.each(routerErrorProbes({ path: gamesApiPaths.balance, postPath: gamesApiPaths.session }))(
    'answers $name with $status $errorCode in the envelope',
    async ({ request, status, errorCode }) => {
      const answer = await sendRawHttp(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode, message: errorMessage(errorCode, 'ES') });
    },
  );
});
