import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../api-clients.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseState } from '../database-state.ts';

/**
 * Errors raised before a route runs (issue 11, finding 6): a bad URL encoding, an unknown method, a URL or a header
 * too large. Sent as raw bytes over a socket, since a well-behaved client won't send them. Each answer must be the
 * envelope with a 4xx status, and nothing changes.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await listen(t)).port);
});
afterAll(() => t.close());

/** Sends raw request bytes and reads the whole answer (the connection is closed after it). */
function rawRequest(head: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const request = (requestLine: string, extraHeaders = '') =>
  rawRequest(`${requestLine}\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);

/** The JSON of an answer's body, chunked or not. */
function envelopeOf(answer: { headers: string; body: string }): unknown {
  const body = /transfer-encoding:\s*chunked/i.test(answer.headers)
    ? answer.body
        .split('\r\n')
        .filter((_, index) => index % 2 === 1)
        .join('')
    : answer.body;
  return JSON.parse(body);
}

describe('router-level errors answer in the envelope', () => {
  const cases: Array<[string, () => ReturnType<typeof request>, number[]]> = [
    ['an overlong UTF-8 encoding in the path', () => request('GET /%c0%ae%c0%ae/etc/passwd HTTP/1.1'), [400]],
    ['a broken percent encoding', () => request('GET /wps/member/info%zz HTTP/1.1'), [400]],
    ['a lone percent sign', () => request('GET /wps/system/status/% HTTP/1.1'), [400, 404]],
    ['an unknown method', () => request('FOO /wps/member/info HTTP/1.1'), [400, 405]],
    ['a URL of 100 KB', () => request(`GET /wps/system/status?x=${'a'.repeat(100_000)} HTTP/1.1`), [414, 431]],
    [
      'a header of 100 KB',
      () => request('GET /wps/system/status HTTP/1.1', `X-Big: ${'b'.repeat(100_000)}\r\n`),
      [431],
    ],
  ];

  for (const [name, send, statuses] of cases) {
    it(`answers ${name} with a ${statuses.join(' or ')} envelope, changing nothing`, async () => {
      const before = await databaseState(t.db);
      const answer = await send();
      expect(statuses, `${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      expect(answer.headers).toMatch(/content-type:\s*application\/json/i);
      expect(envelopeOf(answer)).toMatchObject({
        success: false,
        errorCode: expect.any(String),
        message: expect.any(String),
      });
      expect(await databaseState(t.db)).toEqual(before);
    });
  }
});
