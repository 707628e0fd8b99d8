import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseState } from '../database-state.ts';
import { moneyHelpers } from '../money-helpers.ts';
import { loginDemoOperator } from '../operator-session.ts';
import { apiClient, listen } from '../api-clients.ts';
import { login } from '@ficha/contract';

/**
 * Traversal and malformed requests (QUALITY.md P12): every answer is below 500, a refusal is the envelope, nothing
 * outside the served folders is ever read, and nothing in the database changes.
 */

const secret = 'TOP-SECRET-OUTSIDE-THE-SITE';
let root: string;
let t: TestApp;
let playerToken: string;
let operatorToken: string;

beforeAll(async () => {
  // dist/web and dist/console are served; dist/secret.txt and the repository around them must never be.
  root = await mkdtemp(join(tmpdir(), 'ficha-traversal-'));
  await mkdir(join(root, 'web', 'assets'), { recursive: true });
  await mkdir(join(root, 'console', 'assets'), { recursive: true });
  await writeFile(join(root, 'secret.txt'), secret);
  await writeFile(join(root, 'web', 'index.html'), '<!doctype html><title>Ficha</title>');
  await writeFile(join(root, 'web', 'assets', 'app.js'), 'export {};');
  await writeFile(join(root, 'console', 'index.html'), '<!doctype html><title>Consola</title>');
  t = await createTestApp({ WEB_DIST_DIR: join(root, 'web'), CONSOLE_DIST_DIR: join(root, 'console') });
  const baseUrl = await listen(t);
  await moneyHelpers(t, baseUrl).addMember('malformed', 0, null);
  playerToken = (await apiClient(baseUrl).call(login, { username: 'malformed', password: 'Demo1234' })).token;
  operatorToken = await loginDemoOperator(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** Sends a request and checks the rules every answer keeps: below 500, no secret, and a refusal is the envelope. */
async function send(options: InjectOptions) {
  const response = await t.app.inject(options);
  const label = `${options.method ?? 'GET'} ${String(options.url).slice(0, 120)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toContain(secret);
  expect(response.body, label).not.toContain('"name": "@ficha/platform"');
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    expect(response.json(), label).toMatchObject({ success: false, errorCode: expect.any(String) });
    expect(response.json<{ message: string }>().message.length, label).toBeGreaterThan(0);
  }
  return response;
}

describe('path traversal on the static routes', () => {
  const traversals = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%252e%252e/%252e%252e/secret.txt',
    '/assets/....//....//secret.txt',
    '/console/../secret.txt',
    '/console/..%2f..%2fsecret.txt',
    '/console/%2e%2e/%2e%2e/secret.txt',
    '/console/assets/..%2f..%2f..%2fsecret.txt',
    '/media/../../package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/demo/..%2f..%2f..%2fpackage.json',
    '/assets/app.js%00.html',
    '/secret.txt%00.js',
    '/media/%00',
    '/media/demo/%00../../../package.json',
    `/${'..%2f'.repeat(40)}etc/passwd`,
  ];

  it('never serves a file outside the site folders, and refuses in the envelope', async () => {
    const before = await databaseState(t.db);
    for (const url of traversals) {
      const response = await send({ method: 'GET', url });
      // A page path may get the app shell; anything else is a refusal.
      if (response.statusCode < 400) expect(response.body, url).toMatch(/<title>(Ficha|Consola)<\/title>/);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses traversal and injection in ids of the API with a 400, never reaching a file or the database', async () => {
    const before = await databaseState(t.db);
    for (const depositId of [
      '../../1',
      '..%2f1',
      '1%00',
      '1 OR 1=1',
      "1'--",
      '-1',
      '1e3',
      '0x1',
      '%EF%BC%99',
      '1.5',
      '',
    ]) {
      const response = await send({
        method: 'GET',
        url: `/wps/relay/deposits/proof?depositId=${depositId}`,
        headers: { authorization: playerToken },
      });
      expect(response.statusCode, depositId).toBeGreaterThanOrEqual(400);
    }
    const twice = await send({
      method: 'GET',
      url: '/wps/relay/deposits/proof?depositId=1&depositId=2',
      headers: { authorization: playerToken },
    });
    expect(twice.statusCode).toBe(400);
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('malformed bodies', () => {
  const profile = (body: string | Buffer, contentType = 'application/json') =>
    send({
      method: 'PUT',
      url: '/wps/member/profile',
      headers: { authorization: playerToken, 'content-type': contentType },
      payload: body,
    });

  it('refuses text with a null byte in it (PostgreSQL text cannot hold one) as a bad field, not a crash', async () => {
    const before = await databaseState(t.db);
    for (const body of [
      JSON.stringify({ nickname: 'nick\u0000name' }),
      JSON.stringify({ address: '\u0000' }),
      JSON.stringify({ occupation: 'a\u0000'.repeat(10) }),
    ]) {
      const response = await profile(body);
      expect([response.statusCode, response.json<{ errorCode: string }>().errorCode], body).toEqual([
        400,
        'request_param_err',
      ]);
    }
    // In a query string and in a form body too.
    const search = await send({
      method: 'GET',
      url: '/cms/v1/members?query=a%00b',
      headers: { authorization: operatorToken },
    });
    expect(search.statusCode).toBe(400);
    const form = await send({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%00%40example.com&username=malformed',
    });
    expect(form.statusCode).toBe(400);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses malformed JSON, overlong UTF-8, deep nesting and a body above the limit in the envelope', async () => {
    const before = await databaseState(t.db);
    const cases: Array<[string, string | Buffer]> = [
      ['not JSON', '{"nickname": '],
      ['trailing garbage', '{"nickname":"a"} {"x":1}'],
      ['NaN literal', '{"nickname": NaN}'],
      ['a single quote JSON', "{'nickname': 'a'}"],
      [
        'overlong UTF-8 in a string',
        Buffer.concat([Buffer.from('{"nickname":"'), Buffer.from([0xc0, 0xae, 0xc0, 0xae]), Buffer.from('"}')]),
      ],
      [
        'a lone continuation byte',
        Buffer.concat([Buffer.from('{"nickname":"'), Buffer.from([0x80]), Buffer.from('"}')]),
      ],
      ['deep arrays', `{"nickname":${'['.repeat(200_000)}${']'.repeat(200_000)}}`],
      ['deep objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
      ['a prototype key', '{"__proto__":{"isAdmin":true},"nickname":"a"}'],
      ['a constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
      ['a 2 MB string', JSON.stringify({ nickname: 'x'.repeat(2 * 1024 * 1024) })],
      ['an empty body', ''],
      ['a bare array', '[]'],
      ['a bare string', '"nickname"'],
    ];
    for (const [name, body] of cases) {
      const response = await profile(body);
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a JSON route sent another content type, or none', async () => {
    const before = await databaseState(t.db);
    const body = JSON.stringify({ nickname: 'changed' });
    for (const contentType of [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'text/html',
    ]) {
      const response = await profile(body, contentType);
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('odd headers', () => {
  it('answers duplicated or conflicting headers in the envelope without acting twice', async () => {
    const before = await databaseState(t.db);
    // Node keeps the first of a repeated Authorization; inject can send both, as a proxy might pass them on.
    const both = (...values: string[]) => values as unknown as string;
    const cases: InjectOptions[] = [
      { method: 'GET', url: '/wps/member/info', headers: { authorization: both(playerToken, 'A'.repeat(43)) } },
      { method: 'GET', url: '/wps/member/info', headers: { authorization: both('A'.repeat(43), playerToken) } },
      { method: 'GET', url: '/wps/system/status', headers: { merchant: both('demo', 'rival') } },
      { method: 'GET', url: '/wps/system/status', headers: { language: both('EN', 'ES') } },
      { method: 'GET', url: '/cms/v1/session', headers: { authorization: both(operatorToken, playerToken) } },
      { method: 'GET', url: '/wps/member/info', headers: { authorization: `${playerToken}\u0000` } },
      { method: 'GET', url: '/wps/member/info', headers: { authorization: 'Bearer '.repeat(1000) } },
      { method: 'GET', url: '/wps/system/status', headers: { merchant: '../../etc' } },
      { method: 'GET', url: '/wps/system/status', headers: { merchant: "demo' OR '1'='1" } },
      { method: 'GET', url: '/wps/system/status', headers: { host: 'evil.example:99999' } },
      { method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' } },
    ];
    for (const options of cases) await send(options);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers a method a route does not take in the envelope', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await send({ method, url: '/wps/system/status' });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
    }
  });
});
