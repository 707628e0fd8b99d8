import { linkKeyHeader } from '@ficha/contract';
import { createLinkKey, openLink } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { demoCustomerService } from '../../seed/demo-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Entry {
  csType: string;
  path: string;
}

const serverKey = async () => (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;

const status = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

const demoPaths = demoCustomerService.map((c) => c.url).sort();

describe('customer-service paths on the status (SPEC §3 "path (encrypted)", decision 0079)', () => {
  it('seals every path for the asking client: only its key opens them, to the merchant links', async () => {
    for (const url of ['/wps/system/status', '/wps/v2/system/status']) {
      const link = await createLinkKey(await serverKey());
      const { status: code, body } = await status(url, { [linkKeyHeader]: link.header });
      expect(code).toBe(200);
      const entries: Entry[] = body.value.info.customerService;
      expect(entries.length).toBe(demoCustomerService.length);
      for (const entry of entries) {
        expect(entry.path).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect(demoPaths).not.toContain(entry.path);
      }
      const opened = await Promise.all(entries.map((e) => openLink(link.key, e.path)));
      expect([...opened].sort()).toEqual(demoPaths);

      // Another client's key opens none of them.
      const stranger = await createLinkKey(await serverKey());
      expect(await Promise.all(entries.map((e) => openLink(stranger.key, e.path)))).toEqual(entries.map(() => null));
    }
  });

  it('seals afresh per answer: the same client asking twice gets different ciphertexts of the same links', async () => {
    const link = await createLinkKey(await serverKey());
    const first: Entry[] = (await status('/wps/system/status', { [linkKeyHeader]: link.header })).body.value.info
      .customerService;
    const second: Entry[] = (await status('/wps/system/status', { [linkKeyHeader]: link.header })).body.value.info
      .customerService;
    expect(first.map((e) => e.path)).not.toEqual(second.map((e) => e.path));
    expect(await Promise.all(first.map((e) => openLink(link.key, e.path)))).toEqual(
      await Promise.all(second.map((e) => openLink(link.key, e.path))),
    );
  });

  it('sends no link to a client without a key: the entries stay, their paths empty', async () => {
    const { status: code, body } = await status('/wps/system/status');
    expect(code).toBe(200);
    const entries: Entry[] = body.value.info.customerService;
    expect(entries.map((e) => e.csType)).toEqual(demoCustomerService.map((c) => c.csType));
    expect(entries.every((e) => e.path === '')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('https');
  });

  it('refuses a malformed, unknown-key or unopenable Link-Key with the encrypted-call error, never a 500', async () => {
    const key = await serverKey();
    const good = await createLinkKey(key);
    const wrapped = good.header.slice(good.header.indexOf('.') + 1);
    const tampered = `${wrapped.slice(0, 40)}${wrapped[40] === 'A' ? 'B' : 'A'}${wrapped.slice(41)}`;
    for (const header of [
      'nonsense',
      '',
      `${key.keyId}.`,
      `unknownkey.${wrapped}`,
      `${key.keyId}.${tampered}`,
      `${key.keyId}.${'A'.repeat(64)}`,
    ]) {
      const { status: code, body } = await status('/wps/system/status', { [linkKeyHeader]: header });
      expect([code, body.success, body.errorCode], header).toEqual([400, false, 'request_body_required']);
      expect(body.message).toEqual(expect.any(String));
    }
    const english = await status('/wps/system/status', { [linkKeyHeader]: 'nonsense', Language: 'EN' });
    expect(english.body.message).toBe('The encrypted request could not be read');
  });
});
