import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installLotteryPages } from './lottery-pages.ts';

const dir = mkdtempSync(join(tmpdir(), 'lottery-pages-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'page-abc123.js'), 'export {};');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pagesApp(options: { dir: string }) {
  const app = Fastify();
  // The launch named one site: only a page opened with that launch's token may be framed by it.
  const installed = await installLotteryPages(app, {
    dir: options.dir,
    frameAncestors: async (token) => (token === 'launch-token' ? ['https://site.example', 'javascript:alert(1)'] : []),
  });
  return { app, installed };
}

describe('the betting page', () => {
  it('is served at the launch address, framed only by the sites its launch named', async () => {
    const { app, installed } = await pagesApp({ dir });
    expect(installed).toBe(true);
    const launched = await app.inject({ url: '/play/ssc-1m?token=launch-token' });
    expect(launched.statusCode).toBe(200);
    expect(launched.body).toContain('id="root"');
    expect(launched.headers['cache-control']).toBe('no-cache');
    expect(launched.headers['content-security-policy']).toContain('frame-ancestors https://site.example;');
    const stranger = await app.inject({ url: '/play/ssc-1m?token=other' });
    expect(stranger.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const asset = await app.inject({ url: '/web/assets/page-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('is left out, with a warning, when it is not built', async () => {
    const { app, installed } = await pagesApp({ dir: join(dir, 'missing') });
    expect(installed).toBe(false);
    expect((await app.inject({ url: '/play/ssc-1m' })).statusCode).toBe(404);
    await app.close();
  });
});
