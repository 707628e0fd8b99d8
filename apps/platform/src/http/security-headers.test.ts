import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers.ts';

/** The answer's policy as directive name → sources. */
async function policyOf(options?: Parameters<typeof installSecurityHeaders>[1]): Promise<Map<string, string>> {
  const app = Fastify();
  installSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return new Map(
    String(response.headers['content-security-policy'])
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('frames games from https origins only by default', async () => {
    const policy = await policyOf();
    expect(policy.get('frame-src')).toBe("'self' https:");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
  });

  it('also frames, and shows icons from, the game servers it is given (the demo one runs on http)', async () => {
    const policy = await policyOf({ gameOrigins: ['http://127.0.0.1:8081'] });
    expect(policy.get('frame-src')).toBe("'self' https: http://127.0.0.1:8081");
    expect(policy.get('img-src')).toBe("'self' data: https: http://127.0.0.1:8081");
    expect(policy.get('script-src')).toBe("'self'");
  });
});
