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
});
