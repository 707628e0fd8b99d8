/// <reference types="vite/client" />
import { randomUUID } from 'node:crypto';
import { getSessionKey, login, platformEndpoints, type Endpoint } from '@ficha/contract';
import { encryptPayload } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../catalog-factories.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import type { RecordedCall } from './recorded-call.ts';

/**
 * Issue 12: every call the original client makes (each `*.calls.ts` file beside this one, one per area), sent
 * exactly as recorded over real HTTP, must reach its route and have its parameters accepted. A refusal for
 * another reason (a wrong captcha, a code that was never sent, a game server that is not running) is the call
 * answering; a 404 or a `request_param_err` is Ficha not speaking the client's language.
 */
const recorded = Object.entries(import.meta.glob<Record<string, unknown>>('./*.calls.ts', { eager: true })).flatMap(
  ([file, module]) =>
    Object.values(module)
      .filter((value): value is RecordedCall[] => Array.isArray(value))
      .flat()
      .map((call) => ({ file, call })),
);

let t: TestApp;
let baseUrl: string;
let nodeId: number;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const vendor = await insertVendor(t.db, await merchantIdOf(t.db, 'demo'), {
    vassalage: 'FICHA',
    gameType: 'INHOUSE',
  });
  nodeId = (await insertGame(t.db, vendor, { gameCode: 'dice', name: 'Dice' })).nodeId;
});
afterAll(() => t.close());

/** A fresh session of the demo player (a recorded logout or password change must not end the others' session). */
async function playerToken(): Promise<string> {
  return (await apiClient(baseUrl).call(login, { username: 'jugador1', password: 'Demo1234' })).token;
}

/** A recorded value with its placeholder filled. */
function filled(value: string | number | boolean, token: string | undefined): string | number | boolean {
  if (typeof value !== 'string') return value;
  const placeholders: Record<string, string | number> = {
    '<merchantCode>': 'demo',
    '<username>': 'jugador1',
    '<flush>': Date.now(),
    '<nodeId>': nodeId,
    '<token>': token ?? '',
  };
  return placeholders[value] ?? value;
}

/** The contract endpoint a recorded call reaches, when there is one (to seal an encrypted body like the client). */
function endpointOf(call: RecordedCall): Endpoint | undefined {
  return platformEndpoints.find((e) => e.method === call.method && e.path === call.path);
}

async function send(call: RecordedCall): Promise<{ status: number; body: string }> {
  const token = call.caller === 'player' ? await playerToken() : undefined;
  const params = Object.fromEntries(Object.entries(call.params).map(([key, value]) => [key, filled(value, token)]));
  const asText = () =>
    new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));
  const headers: Record<string, string> = { Merchant: 'demo', Language: 'EN', Device: 'web' };
  if (token) headers['Authorization'] = token;
  let url = baseUrl + call.path;
  let body: string | undefined;
  const endpoint = endpointOf(call);
  if (call.method === 'GET') {
    const query = asText();
    if (query.size > 0) url += `?${query}`;
  } else if (endpoint?.encrypted) {
    const key = await apiClient(baseUrl).call(getSessionKey, {});
    const sealed = await encryptPayload(key, params, key.serverTime ? { timestamp: key.serverTime } : {});
    headers['Encryption'] = sealed.header;
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(sealed.body);
  } else if (endpoint?.bodyEncoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = asText().toString();
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(params);
  }
  const response = await fetch(url, { method: call.method, headers, body });
  return { status: response.status, body: await response.text() };
}

describe('the recorded calls of the original client', () => {
  it('has calls to send, each recorded once per caller', () => {
    expect(recorded.length).toBeGreaterThan(0);
    const keys = recorded.map(
      ({ call }) => `${call.caller} ${call.method} ${call.path} ${JSON.stringify(call.params)}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const { file, call } of recorded) {
    it(`${call.method} ${call.path} (${call.source}, ${file}) reaches its route with its parameters accepted`, async () => {
      const { status, body } = await send(call);
      const label = `${status} ${body.slice(0, 400)}`;
      const envelope = body === '' ? null : (JSON.parse(body) as { success?: boolean; errorCode?: string });
      expect(envelope?.errorCode, label).not.toBe('request_param_err');
      // A route the server does not have; a domain 404 (an unknown mobile number) is the call answering.
      expect(envelope?.errorCode, label).not.toBe('not_found');
      expect(envelope?.errorCode, label).not.toBe('http_method_not_support');
    });
  }

  it('still refuses a genuinely unknown parameter', async () => {
    const { status, body } = await send({
      source: 'not recorded',
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      params: { merchantCode: '<merchantCode>', [`unknown${randomUUID().slice(0, 8)}`]: '1' },
      caller: 'visitor',
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
