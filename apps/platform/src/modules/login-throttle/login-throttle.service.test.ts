import { DomainError } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../../test/factories.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createCaptchaService } from '../captcha/captcha.service.ts';
import { createLoginThrottle, type SignInAttempt } from './login-throttle.service.ts';

let t: PlatformDatabase;
let attempt: SignInAttempt;
beforeAll(async () => {
  t = await openPlatformDatabase();
  const merchant = await createMerchant(t.db, { code: 'throttle' });
  attempt = {
    merchant: { id: merchant.id, sharedLoginCidrs: [] },
    scope: 'operator',
    username: 'Racer',
    ip: '::ffff:203.0.113.9',
    captchaAfter: 3,
    failureCode: 'operator_login_failed',
  };
});
afterAll(() => t.close());

/** Two instances of the service on one database, as two server processes would have. */
const instance = () =>
  createLoginThrottle(t.db, { captcha: createCaptchaService(t.db), audit: createAuditService(t.db) });

describe('login throttle counters', () => {
  it('counts every one of 30 concurrent failures from two instances and locks the account once', async () => {
    const [a, b] = [instance(), instance()];
    const errors = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).failed(attempt)));
    expect(errors.every((e) => e instanceof DomainError)).toBe(true);
    expect(errors.filter((e) => e.code === 'login_locked')).toHaveLength(1);
    const rows = await t.db.execute<{ scope: string; subject: string; failures: number; locked: boolean }>(
      sql`select scope, subject, failures, locked_until > now() as locked from platform.login_throttles order by scope`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { scope: 'address', subject: '203.0.113.9', failures: 30, locked: null },
      { scope: 'operator', subject: 'racer', failures: 30, locked: true },
    ]);
    const audit = await createAuditService(t.db).list(attempt.merchant.id, 1, 10, ['operator.sign_in.locked']);
    expect(audit.list).toHaveLength(1);
    await expect(a.check({ ...attempt, username: 'RACER' }, {})).rejects.toMatchObject({ code: 'login_locked' });
  });
});
