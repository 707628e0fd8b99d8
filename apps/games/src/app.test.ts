import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../test/create-test-games-app.ts';

describe('game server', () => {
  let games: TestGamesApp;
  beforeAll(async () => {
    games = await createTestGamesApp();
  });
  afterAll(async () => {
    await games.close();
  });

  it('answers /healthz while the process runs', async () => {
    const response = await games.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await games.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { status: 'ready' } });
  });

  it('serves Prometheus metrics labelled with the games service', async () => {
    await games.app.inject({ method: 'GET', url: '/healthz' });
    const response = await games.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/http_requests_total\{[^}]*route="\/healthz"[^}]*service="games"[^}]*\} \d+/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const response = await games.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});

describe('game server without its database', () => {
  it('reports /readyz as 503 system_busy once the database is gone, while /healthz still answers', async () => {
    const games = await createTestGamesApp();
    try {
      await games.connection.close();
      const ready = await games.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, errorCode: 'system_busy' });
      expect((await games.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await games.close();
    }
  });
});
