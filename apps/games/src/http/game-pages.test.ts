import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installGamePages } from './game-pages.ts';

describe('game pages', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'game-pages-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'dice-game-abc123.js'), 'export default 1;');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    app = Fastify({ logger: false });
    expect(await installGamePages(app, { dir })).toBe(true);
    app.get('/rgs/v1/rounds/:roundId', async () => ({ success: true, value: 'json' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/play/huerta-dorada?token=abc&lang=en&theme=light', '/rounds/r-123', '/verify'])(
    'answers %s with the app shell, never cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets cached for a year and other files for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/web/assets/dice-game-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/web/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset and for paths that are no page', async () => {
    expect((await app.inject({ method: 'GET', url: '/web/assets/nope.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/play' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/web/../package.json' })).statusCode).toBe(404);
  });

  it('sends a browser opening a round detail link to the replay page, and API clients to the JSON', async () => {
    const browser = await app.inject({
      method: 'GET',
      url: '/rgs/v1/rounds/r-123',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/rounds/r-123');
    const api = await app.inject({
      method: 'GET',
      url: '/rgs/v1/rounds/r-123',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ success: true, value: 'json' });
  });

  it('stays out of the way when the pages are not built', async () => {
    const bare = Fastify({ logger: false });
    expect(await installGamePages(bare, { dir: join(dir, 'missing') })).toBe(false);
    await bare.ready();
    expect((await bare.inject({ method: 'GET', url: '/play/dice' })).statusCode).toBe(404);
    await bare.close();
  });
});
