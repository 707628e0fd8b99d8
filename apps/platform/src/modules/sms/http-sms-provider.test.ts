import { DomainError } from '@ficha/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createMerchant } from '../../../test/factories.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { startSmsGatewayStandIn } from '../../../test/sms-gateway-stand-in.ts';
import { createOutboxService } from '../outbox/outbox.service.ts';
import { createRateLimiter } from '../rate-limits/rate-limits.service.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { createSmsProviderFromConfig } from './sms-provider.ts';
import { createSmsService, type SmsService } from './sms.service.ts';

let t: PlatformDatabase;
let gateway: Awaited<ReturnType<typeof startSmsGatewayStandIn>>;
let sms: SmsService;
let merchant: { id: number; name: string };
beforeAll(async () => {
  t = await openPlatformDatabase();
  gateway = await startSmsGatewayStandIn();
  merchant = await createMerchant(t.db, { code: 'alpha', name: 'Casa Alfa' });
  sms = createSmsService(t.db, {
    provider: createSmsProviderFromConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.url,
      SMS_HTTP_TOKEN: 's3cret',
    }),
    outbox: createOutboxService(t.db),
    rateLimiter: createRateLimiter(t.db),
  });
});
afterAll(async () => {
  await gateway.close();
  await t.close();
});

const newestOutboxRow = async (recipient: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))[0];

describe('HTTP SMS gateway', () => {
  it('posts the number and text as JSON with the bearer token; the outbox shows it sent, code masked', async () => {
    gateway.answerWith(200);
    const target = { purpose: 'login' as const, countryDialingCode: '+52', mobile: '5511112222' };
    await sms.sendCode(merchant, { ...target, ip: '192.0.2.1', language: 'EN' });
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/messages');
    expect(request.headers['authorization']).toBe('Bearer s3cret');
    expect(request.headers['content-type']).toBe('application/json');
    const sent = JSON.parse(request.body) as { to: string; text: string };
    expect(Object.keys(sent).sort()).toEqual(['text', 'to']);
    expect(sent.to).toBe('+525511112222');
    const code = /\b(\d{6})\b/.exec(sent.text)?.[1];
    expect(sent.text).toBe(
      `Casa Alfa: your verification code is ${code}. It expires in 5 minutes. Do not share it with anyone.`,
    );

    const row = await newestOutboxRow('+525511112222');
    expect(row).toMatchObject({ status: 'sent', error: null, purpose: 'login' });
    expect(row?.body).toBe(
      'Casa Alfa: your verification code is ******. It expires in 5 minutes. Do not share it with anyone.',
    );
    expect(await sms.verifyCode(merchant.id, { ...target, code: code! })).toBe('ok');
  });

  it('records a refused send as failed and answers system_busy', async () => {
    gateway.answerWith(503);
    const error = await sms
      .sendCode(merchant, {
        purpose: 'register',
        countryDialingCode: '+52',
        mobile: '5533334444',
        ip: '192.0.2.2',
        language: 'ES',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('system_busy');
    const row = await newestOutboxRow('+525533334444');
    expect(row?.status).toBe('failed');
    expect(row?.error).toContain('503');
    expect(row?.body).toContain('******');
  });

  it('fails on a gateway that cannot be reached', async () => {
    const provider = createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms', token: 't', timeoutMs: 2000 });
    await expect(provider.send('+525500000000', 'hola')).rejects.toThrow();
  });
});

describe('SMS provider from the process settings', () => {
  it('makes the development outbox provider, or an HTTP gateway given its URL and token', () => {
    expect(createSmsProviderFromConfig({ SMS_PROVIDER: 'outbox' }).delivery).toBe('outbox');
    expect(
      createSmsProviderFromConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://x', SMS_HTTP_TOKEN: 't' }).delivery,
    ).toBe('gateway');
  });

  it('refuses a gateway without its URL or token', () => {
    expect(() => createSmsProviderFromConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://x' })).toThrow(
      /SMS_HTTP_TOKEN/,
    );
    expect(() => createSmsProviderFromConfig({ SMS_PROVIDER: 'http', SMS_HTTP_TOKEN: 't' })).toThrow(/SMS_HTTP_URL/);
  });
});
