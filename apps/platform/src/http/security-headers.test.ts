import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers.ts';

async function policyOf(options?: Parameters<typeof installSecurityHeaders>[1]): Promise<string> {
  const app = Fastify();
  installSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

describe('security headers', () => {
  it('frames games from https origins only by default', async () => {
    const policy = await policyOf();
    expect(policy).toContain("frame-src 'self' https:;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('also frames, and shows icons from, the game servers it is given (the demo one runs on http)', async () => {
    const policy = await policyOf({ gameOrigins: ['http://127.0.0.1:8081'] });
    expect(policy).toContain("frame-src 'self' https: http://127.0.0.1:8081;");
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:8081;");
    expect(policy).toContain("script-src 'self';");
  });
});
