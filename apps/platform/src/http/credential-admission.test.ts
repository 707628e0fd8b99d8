import { encryptPayload } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { demoOperators, operatorLoginInput } from '../../test/operator-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CREDENTIAL_CALLS_PER_ADDRESS: '2' });
});
afterAll(() => t.close());

/** An encrypted login as the player site posts it, sealed for the server's current key. */
async function sealedLogin(username: string, password: string) {
  const key = (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } })).json()
    .value as { keyId: string; publicKey: string };
  return encryptPayload(key, { username, password, type: 'username' });
}

function postLogin(sealed: Awaited<ReturnType<typeof sealedLogin>>, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress,
    headers: { merchant: 'demo', encryption: sealed.header },
    payload: sealed.body,
  });
}

/** The value of a metric for one lane, from /metrics. */
async function laneMetric(name: string, lane: string): Promise<number> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(`lane="${lane}"`));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}

describe('credential calls under a login flood', () => {
  it('refuses a flood from one address at once beyond its share, while health and a balance call answer', async () => {
    const signIn = await postLogin(await sealedLogin('jugador1', 'Demo1234'), '203.0.113.9');
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().value.token as string;
    const flood = await Promise.all(Array.from({ length: 40 }, () => sealedLogin('jugador1', 'not-the-password')));

    const [answers, health, balance] = await Promise.all([
      Promise.all(flood.map((sealed) => postLogin(sealed, '203.0.113.1'))),
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        remoteAddress: '203.0.113.9',
        headers: { merchant: 'demo', authorization: token },
      }),
    ]);

    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, value: { status: 'ok' } });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toMatchObject({ success: true, value: { sumBalance: 1000 } });
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
    }
    // Two places for the address: the rest are refused before decryption, hashing or any database work.
    const refused = answers.filter((a) => a.json().errorCode === 'TOO_MANY_REQUESTS');
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(refused[0]?.json().value).toEqual({ retryAfterSeconds: 1 });
    expect(await laneMetric('credential_calls_refused', 'site:anonymous')).toBeGreaterThanOrEqual(30);
    expect(await laneMetric('credential_calls_running', 'site:anonymous')).toBe(0);
    expect(await laneMetric('credential_calls_waiting', 'site:anonymous')).toBe(0);
  });

  it('lets another address sign in while one address floods', async () => {
    const flood = await Promise.all(Array.from({ length: 20 }, () => sealedLogin('jugador1', 'not-the-password')));
    const good = await sealedLogin('jugador1', 'Demo1234');
    const [answers, signedIn] = await Promise.all([
      Promise.all(flood.map((sealed) => postLogin(sealed, '203.0.113.2'))),
      postLogin(good, '203.0.113.10'),
    ]);
    expect(answers.filter((a) => a.json().errorCode === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(10);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('keeps the console sign-in in its own lane: a player-login flood leaves it working', async () => {
    const flood = await Promise.all(Array.from({ length: 20 }, () => sealedLogin('jugador1', 'not-the-password')));
    const [, operator] = await Promise.all([
      Promise.all(flood.map((sealed) => postLogin(sealed, '203.0.113.3'))),
      t.app.inject({
        method: 'POST',
        url: '/cms/v1/session/login',
        remoteAddress: '203.0.113.3',
        payload: operatorLoginInput(demoOperators.owner),
      }),
    ]);
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    expect(await laneMetric('credential_calls_refused', 'console:anonymous')).toBe(0);
  });
});
