import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

describe('static sites', () => {
  let dist: string;
  let testApp: TestApp;
  const script = `console.log(${JSON.stringify('ficha '.repeat(400))});`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'ficha-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Ficha</title>');
    await writeFile(join(dist, 'assets', 'app.js'), script);
    await writeFile(join(dist, 'assets', 'tiny.js'), 'export {};');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
    await precompress(dist);
    testApp = await createTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('hands a browser that accepts Brotli the precompressed copy', async () => {
    const response = await testApp.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await testApp.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await testApp.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves files too small to gain anything uncompressed', async () => {
    const response = await testApp.app.inject({ url: '/assets/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};');
  });

  it('serves pages from the app shell', async () => {
    const response = await testApp.app.inject({ url: '/sports', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ficha</title>');
  });

  it('lets browsers keep the hashed assets for a year and revalidate the rest', async () => {
    for (const encoding of ['br', 'identity']) {
      const asset = await testApp.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const favicon = await testApp.app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/sports']) {
      const shell = await testApp.app.inject({ url });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not serve the build manifest', async () => {
    const response = await testApp.app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe('{}');
  });
});
