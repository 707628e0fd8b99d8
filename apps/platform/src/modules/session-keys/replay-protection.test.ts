import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { getSessionKey, login } from '@ficha/contract';
import { encryptPayload } from '@ficha/contract/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { memberSessions, members } from '../../db/schema/index.ts';
import { demoLogins } from '../../seed/seed-demo.ts';

let t: TestApp;
let baseUrl: string;
let playerId: number;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const [player] = await t.db.select().from(members).where(eq(members.username, demoLogins.player.username));
  playerId = player!.id;
});
afterAll(() => t.close());

const credentials = { username: demoLogins.player.username, password: demoLogins.player.password };
const sessionsOfPlayer = async () =>
  (await t.db.select({ n: count() }).from(memberSessions).where(eq(memberSessions.memberId, playerId)))[0]!.n;
const currentKey = () => apiClient(baseUrl).call(getSessionKey, {});

/** Posts an encrypted login exactly as captured: the same `Encryption` header and body. */
function postLogin(sealed: { header: string; body: { value: string } }) {
  return fetch(`${baseUrl}${login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: sealed.header, language: 'EN' },
    body: JSON.stringify(sealed.body),
  });
}

describe('replay protection of encrypted calls (issue 11, finding 4)', () => {
  it('opens one session for a captured login sent twice: the copy is refused with request_replayed', async () => {
    const before = await sessionsOfPlayer();
    const key = await currentKey();
    const sealed = await encryptPayload(key, credentials, { timestamp: key.serverTime });
    const first = await postLogin(sealed);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    const replay = await postLogin(sealed);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ success: false, errorCode: 'request_replayed' });
    expect(await sessionsOfPlayer()).toBe(before + 1);
  });

  it('lets one of two copies sent at once through', async () => {
    const before = await sessionsOfPlayer();
    const sealed = await encryptPayload(await currentKey(), credentials);
    const answers = await Promise.all([postLogin(sealed), postLogin(sealed)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await sessionsOfPlayer()).toBe(before + 1);
  });

  it('refuses a payload sealed outside the window, stale or from the future, and opens nothing', async () => {
    const before = await sessionsOfPlayer();
    const key = await currentKey();
    for (const offsetMs of [-3 * 60_000, 3 * 60_000]) {
      const answer = await postLogin(await encryptPayload(key, credentials, { timestamp: Date.now() + offsetMs }));
      expect(answer.status, String(offsetMs)).toBe(409);
      expect(await answer.json()).toMatchObject({ errorCode: 'request_replayed' });
    }
    expect(await sessionsOfPlayer()).toBe(before);
  });

  it('refuses a payload sealed without nonce and timestamp (the format before replay protection)', async () => {
    const before = await sessionsOfPlayer();
    const key = await currentKey();
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
    const wrapped = publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    const answer = await postLogin({
      header: `${key.keyId}.${wrapped.toString('base64url')}`,
      body: { value: Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url') },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorCode: 'request_body_required' });
    expect(await sessionsOfPlayer()).toBe(before);
  });

  it('still signs in through the contract client, stamped with the server clock', async () => {
    expect((await apiClient(baseUrl).call(login, credentials)).token).toEqual(expect.any(String));
  });
});
