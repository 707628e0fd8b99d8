import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runSeamlessConformance } from '@ficha/contract/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
});
afterAll(() => t.close());

describe('seamless conformance kit', () => {
  it('passes every case against the platform', async () => {
    const player = await f.createPlayer(20_00n);
    const results = await runSeamlessConformance({
      url: baseUrl,
      provider: f.provider.code,
      secret: f.provider.secret,
      launchToken: await f.launchToken(player.id),
    });
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(results.length).toBeGreaterThan(30);
    // It ends where it started, less the 0.50 of the round it loses.
    expect(await f.balanceOf(player.id)).toBe(19_50n);
  });

  it('reports failures: a wrong secret fails from the first case', async () => {
    const player = await f.createPlayer(20_00n);
    const results = await runSeamlessConformance({
      url: baseUrl,
      provider: f.provider.code,
      secret: 'not-the-secret-0123456789',
      launchToken: await f.launchToken(player.id),
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ passed: false });
    expect(results[0]?.detail).toContain('INVALID_SIGNATURE');
  });

  it('runs as the command an outside provider uses, printing PASS per case', async () => {
    const player = await f.createPlayer(20_00n);
    const token = await f.launchToken(player.id);
    const script = fileURLToPath(new URL('../../../../../scripts/seamless-conformance.ts', import.meta.url));
    const args = [
      '--import',
      'tsx',
      script,
      '--url',
      baseUrl,
      '--provider',
      f.provider.code,
      '--secret',
      f.provider.secret,
    ];
    // Asynchronous: a synchronous spawn would block this process's event loop, and with it the server under test.
    // Node itself with tsx's loader (not `npx`, which may look for a package and print nothing on a busy machine).
    const { status, stdout, stderr } = await new Promise<{ status: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(process.execPath, [...args, '--launch-token', token], { cwd: process.cwd() });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => resolve({ status: code, stdout: out, stderr: err }));
      },
    );
    expect(stdout, stderr).toContain('PASS  a launch token works once');
    expect(stdout).not.toContain('FAIL');
    expect(status).toBe(0);
  });
});
