import { listAuditLog, updatePasswordPolicy } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = apiClient(await listen(t), { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

describe('the audit log viewer', () => {
  it('filters by who, what and when, each entry with its before and after', async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    await owner.call(updatePasswordPolicy, { captchaAfterFailures: 4 });

    const all = await owner.call(listAuditLog, { pageNo: 1, pageSize: 100 });
    const ours = await owner.call(listAuditLog, {
      pageNo: 1,
      pageSize: 100,
      actor: 'ADM',
      action: 'merchant.password_policy',
      from: startedAt,
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(ours.list.length).toBeGreaterThan(0);
    expect(ours.list.length).toBeLessThan(all.list.length);
    for (const entry of ours.list) {
      expect(entry.action.startsWith('merchant.password_policy')).toBe(true);
      expect(entry.actor.toLowerCase()).toContain('adm');
      expect(entry).toHaveProperty('before');
      expect(entry.after).not.toBeNull();
    }

    const earlier = await owner.call(listAuditLog, {
      pageNo: 1,
      pageSize: 100,
      action: 'merchant.password_policy',
      to: startedAt,
    });
    expect(earlier.list.map((e) => e.id)).not.toContain(ours.list[0]?.id);
    // `%` and `_` are matched as typed, not as patterns.
    expect((await owner.call(listAuditLog, { pageNo: 1, pageSize: 100, actor: '%' })).list).toEqual([]);
  });

  it('refuses an end before its start and a malformed time with field errors', async () => {
    const reversed = await failureOf(owner, listAuditLog, {
      pageNo: 1,
      pageSize: 20,
      from: '2026-11-02T00:00:00Z',
      to: '2026-11-01T00:00:00Z',
    });
    expect(reversed).toMatchObject({ errorCode: 'request_param_err', status: 400 });
    expect(reversed.fields).toEqual([{ field: 'to', reason: 'date_range' }]);
    const malformed = await failureOf(owner, listAuditLog, { pageNo: 1, pageSize: 20, from: 'yesterday' });
    expect(malformed.fields).toEqual([expect.objectContaining({ field: 'from' })]);
  });
});
