import { errorMessage } from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';
import { routerErrorProbes, sendRawHttp } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator } from './simulator.ts';

const secret = 'simulator-test-secret-0123456789';
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = buildSimulator({ secret });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** A signed redirect to the payment page, as the platform makes it. */
function payUrl(): string {
  const query = new URLSearchParams({
    orderId: 'ord-1',
    merchant: 'demo',
    amount: '10.00',
    currency: 'USD',
    callbackUrl: 'http://127.0.0.1:1/callback',
    returnUrl: 'http://127.0.0.1:1/',
    expiresAt: String(Date.now() + 60_000),
  }).toString();
  return `${url}/pay?${query}&signature=${signPayload(secret, query)}`;
}

describe('payment simulator (issue 11, findings 3 and 6)', () => {
  it('sends security headers with its pages: no script, no framing', async () => {
    for (const page of [await fetch(payUrl()), await fetch(`${url}/pay?orderId=x&signature=00`)]) {
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('answers its API and its failures in the envelope', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ success: true, value: { status: 'ok' } });
    const unknown = await fetch(`${url}/test/orders/nope/duplicate`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it.each(routerErrorProbes({ path: '/health', postPath: '/pay/decide' }))(
    'answers $name with $status $errorCode in the envelope',
    async ({ request, status, errorCode }) => {
      const answer = await sendRawHttp(Number(new URL(url).port), request);
      expect(answer.status).toBe(status);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode, message: errorMessage(errorCode, 'ES') });
    },
  );
});
