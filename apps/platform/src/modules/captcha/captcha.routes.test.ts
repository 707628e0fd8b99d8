import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { captchaIssueLimit } from './captcha.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getCaptcha = (ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip, headers });

describe('GET /wps/captcha', () => {
  it('answers a captcha id, a base64 PNG and its lifetime', async () => {
    const response = await getCaptcha('198.51.100.1');
    expect(response.statusCode).toBe(200);
    const { value } = response.json<{ value: { captchaId: string; image: string; expiresInSeconds: number } }>();
    expect(value.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(value.image, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(value.expiresInSeconds).toBe(300);
  });

  it('refuses an IP over its limit with 429, whatever X-Forwarded-For it claims, and serves other IPs', async () => {
    for (let i = 0; i < captchaIssueLimit.limit; i++) expect((await getCaptcha('198.51.100.2')).statusCode).toBe(200);
    const refused = await getCaptcha('198.51.100.2', { 'x-forwarded-for': '203.0.113.9', language: 'EN' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, try again after 5 minutes',
    });
    expect(refused.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await getCaptcha('198.51.100.3')).statusCode).toBe(200);
  });
});
