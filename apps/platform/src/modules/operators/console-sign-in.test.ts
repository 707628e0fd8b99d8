import {
  getOperatorCaptcha,
  liftLoginLock,
  listLoginLocks,
  listSignInActivity,
  operatorLogin,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { demoOperators, loginDemoOperator, operatorLoginInput } from '../../../test/operator-session.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;
const attacker = '203.0.113.66';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const from = (ip: string) => apiClient(baseUrl, { ip });

/** A console captcha the test can read: the test app draws TEAM on every image. */
async function solvedCaptcha(ip: string) {
  const { captchaId } = await from(ip).call(getOperatorCaptcha, { merchantCode: 'demo' });
  return { captchaId, captcha: 'team' };
}

const cashierWith = (password: string): EndpointInput<typeof operatorLogin> =>
  operatorLoginInput({ ...demoOperators.cashier, password });

/** As if the account had waited out its delay since the last failure (the window and count stay). */
const pretendWaited = (username: string) =>
  t.db.execute(
    sql`update platform.login_throttles set last_failure_at = last_failure_at - interval '5 minutes' where scope = 'operator' and subject = ${username}`,
  );

describe('console sign-in brute force (issue 11, finding 1)', () => {
  it('asks for a captcha, then makes the account wait, then locks it; the right password waits for an owner', async () => {
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const error = await failureOf(from(attacker), operatorLogin, cashierWith(`wrong-${i}`));
      answers.push([error.status, error.errorCode, error.value]);
    }
    expect(answers).toEqual([
      [401, 'operator_login_failed', { captcha: false }],
      [401, 'operator_login_failed', { captcha: false }],
      [401, 'operator_login_failed', { captcha: true }],
    ]);

    // Without a captcha even the right password is not tried; 100 more guesses change nothing.
    for (let i = 0; i < 100; i++) {
      const error = await failureOf(from(attacker), operatorLogin, cashierWith(`guess-${i}`));
      expect([error.errorCode, error.value]).toEqual(['operator_login_failed', { captcha: true }]);
    }
    const rightWithoutCaptcha = await failureOf(from(attacker), operatorLogin, cashierWith('Cajero#2026'));
    expect(rightWithoutCaptcha.value).toEqual({ captcha: true });

    // With solved captchas: from the 5th failure the next attempt waits (1 s, 2 s, 4 s…), the 10th locks the account.
    for (let failure = 4; failure <= 9; failure++) {
      const error = await failureOf(from(attacker), operatorLogin, {
        ...cashierWith(`solved-${failure}`),
        ...(await solvedCaptcha(attacker)),
      });
      expect(error.errorCode).toBe('operator_login_failed');
      if (failure >= 5) {
        const captcha = await solvedCaptcha(attacker);
        // Checked where the wait (4 s and more) is far longer than one request.
        if (failure < 7) {
          await pretendWaited('cajero');
          continue;
        }
        const early = await failureOf(from(attacker), operatorLogin, { ...cashierWith('Cajero#2026'), ...captcha });
        expect([early.status, early.errorCode]).toEqual([429, 'login_throttled']);
        expect((early.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
        await pretendWaited('cajero');
      }
    }
    const locking = await failureOf(from(attacker), operatorLogin, {
      ...cashierWith('solved-10'),
      ...(await solvedCaptcha(attacker)),
    });
    expect([locking.status, locking.errorCode]).toEqual([403, 'login_locked']);

    // Locked: the right password, captcha and code from another address are refused too.
    const honest = '198.51.100.20';
    const refused = await failureOf(from(honest), operatorLogin, {
      ...cashierWith('Cajero#2026'),
      ...(await solvedCaptcha(honest)),
    });
    expect(refused.errorCode).toBe('login_locked');
    expect((refused.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(60);

    const locks = await owner.call(listLoginLocks, {});
    expect(locks.list).toEqual([expect.objectContaining({ scope: 'operator', username: 'cajero', failures: 10 })]);

    const activity = await owner.call(listSignInActivity, { pageNo: 1, pageSize: 100 });
    const actions = activity.list.map((entry) => entry.action);
    expect(actions.filter((a) => a === 'operator.sign_in.failed')).toHaveLength(10);
    expect(actions).toContain('operator.sign_in.locked');
    expect(activity.list.find((e) => e.action === 'operator.sign_in.locked')).toMatchObject({
      actor: 'login-throttle',
      target: 'operator:cajero',
    });

    // Only an owner lifts the lock; then the right password signs in at once.
    const cashier = from(honest);
    expect(await owner.call(liftLoginLock, { scope: 'operator', username: 'cajero' })).toEqual({ lifted: true });
    expect(await owner.call(liftLoginLock, { scope: 'operator', username: 'cajero' })).toEqual({ lifted: false });
    const signedIn = await cashier.call(operatorLogin, cashierWith('Cajero#2026'));
    expect(signedIn.operator.username).toBe('cajero');
    const unlocked = (await owner.call(listSignInActivity, { pageNo: 1, pageSize: 5 })).list;
    expect(unlocked.map((e) => e.action)).toEqual(
      expect.arrayContaining(['operator.sign_in.unlocked', 'operator.sign_in.succeeded']),
    );
    expect(unlocked.find((e) => e.action === 'operator.sign_in.unlocked')).toMatchObject({
      actor: 'admin',
      target: 'operator:cajero',
      before: expect.objectContaining({ failures: 10 }),
    });
    expect((await owner.call(listLoginLocks, {})).list).toEqual([]);
  });

  it('lets only an owner lift a lock', async () => {
    const cashier = apiClient(baseUrl, {
      token: (await from('198.51.100.21').call(operatorLogin, cashierWith('Cajero#2026'))).token,
    });
    const refused = await failureOf(cashier, liftLoginLock, { scope: 'operator', username: 'admin' });
    expect([refused.status, refused.errorCode]).toEqual([403, 'operator_forbidden']);
  });

  it('refuses an unknown merchant for the console captcha', async () => {
    const error = await failureOf(from(attacker), getOperatorCaptcha, { merchantCode: 'nosuch' });
    expect(error.errorCode).toBe('merchant_not_found');
  });
});
