import { DomainError } from '@ficha/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimits, smsCodes } from '../../db/schema/index.ts';
import { createMerchant } from '../../../test/factories.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { createOutboxService } from '../outbox/outbox.service.ts';
import { createRateLimiter } from '../rate-limits/rate-limits.service.ts';
import { createOutboxSmsProvider } from './sms-provider.ts';
import { createSmsService, type SmsService } from './sms.service.ts';

let t: PlatformDatabase;
let sms: SmsService;
let merchant: { id: number; name: string };
let other: { id: number; name: string };
beforeAll(async () => {
  t = await openPlatformDatabase();
  merchant = await createMerchant(t.db, { code: 'alpha', name: 'Casa Alfa' });
  other = await createMerchant(t.db, { code: 'beta', name: 'Casa Beta' });
  sms = createSmsService(t.db, {
    provider: createOutboxSmsProvider(),
    outbox: createOutboxService(t.db),
    rateLimiter: createRateLimiter(t.db),
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh visitor IP, so the per-IP limit of one test does not reach into another. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const target = (mobile: string, purpose: 'register' | 'login' | 'reset' = 'register') => ({
  purpose,
  countryDialingCode: '+52',
  mobile,
});

/** Sends a code the way a member would and reads it from the outbox, where the development provider leaves it. */
async function sendAndRead(
  mobile: string,
  options: { purpose?: 'register' | 'login' | 'reset'; to?: typeof merchant; language?: string; ip?: string } = {},
) {
  const to = options.to ?? merchant;
  const result = await sms.sendCode(to, {
    ...target(mobile, options.purpose),
    ip: options.ip ?? freshIp(),
    language: options.language ?? 'ES',
  });
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.merchantId, to.id), eq(outbox.recipient, `+52${mobile}`)))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!row || !code) throw new Error('no code in the outbox');
  return { result, row, code };
}

/** Lets the per-minute window of every number run out, as if a minute had passed. */
const letMinutePass = () =>
  t.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '61 seconds'` })
    .where(like(rateLimits.key, 'sms:mobile:%@60000'));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
};

describe('sending a code', () => {
  it('sends six digits in Spanish, keeps only their hash, and tells the minutes it lives', async () => {
    const { result, row, code } = await sendAndRead('5510000001');
    expect(result).toEqual({ expiredMinutes: 5 });
    expect(row).toMatchObject({ channel: 'sms', purpose: 'register', status: 'stored', subject: null });
    expect(row.body).toBe(
      `Casa Alfa: tu código de verificación es ${code}. Caduca en 5 minutos. No lo compartas con nadie.`,
    );
    const [stored] = await t.db.select().from(smsCodes).where(eq(smsCodes.recipient, '+525510000001'));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code);
    const lifetimeMs = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(5 * 60_000 - 2000);
    expect(lifetimeMs).toBeLessThanOrEqual(5 * 60_000 + 2000);
  });

  it('writes English for English and for any other language', async () => {
    const english = await sendAndRead('5510000002', { language: 'EN' });
    expect(english.row.body).toBe(
      `Casa Alfa: your verification code is ${english.code}. It expires in 5 minutes. Do not share it with anyone.`,
    );
    const thai = await sendAndRead('5510000003', { language: 'TH' });
    expect(thai.row.body).toContain('your verification code is');
  });

  it('draws codes the caller cannot predict', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) codes.add((await sendAndRead(`55200000${10 + i}`)).code);
    expect(codes.size).toBeGreaterThanOrEqual(7);
  });
});

describe('checking a code', () => {
  it('accepts the right code once', async () => {
    const { code } = await sendAndRead('5530000001');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000001'), code })).toBe('ok');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000001'), code })).toBe('invalid');
  });

  it('refuses a wrong code but lets the right one follow', async () => {
    const { code } = await sendAndRead('5530000002');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await sms.verifyCode(merchant.id, { ...target('5530000002'), code: wrong })).toBe('invalid');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000002'), code })).toBe('ok');
  });

  it('closes a code after five wrong tries, even to the right one', async () => {
    const { code } = await sendAndRead('5530000003');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await sms.verifyCode(merchant.id, { ...target('5530000003'), code: wrong })).toBe('invalid');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000003'), code })).toBe('invalid');
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.recipient, '+525530000003'));
    expect(row?.attempts).toBe(5);
  });

  it('answers expired for a code past its time', async () => {
    const { code } = await sendAndRead('5530000004');
    await t.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.recipient, '+525530000004'));
    expect(await sms.verifyCode(merchant.id, { ...target('5530000004'), code })).toBe('expired');
  });

  it('makes a new code replace the older ones of the same number and purpose', async () => {
    const first = await sendAndRead('5530000005');
    await letMinutePass();
    const second = await sendAndRead('5530000005');
    if (first.code !== second.code)
      expect(await sms.verifyCode(merchant.id, { ...target('5530000005'), code: first.code })).toBe('invalid');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000005'), code: second.code })).toBe('ok');
    const open = await t.db.select().from(smsCodes).where(eq(smsCodes.recipient, '+525530000005'));
    expect(open.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('binds a code to its purpose, number and merchant', async () => {
    const { code } = await sendAndRead('5530000006', { purpose: 'login' });
    expect(await sms.verifyCode(merchant.id, { ...target('5530000006', 'reset'), code })).toBe('invalid');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000007', 'login'), code })).toBe('invalid');
    expect(await sms.verifyCode(other.id, { ...target('5530000006', 'login'), code })).toBe('invalid');
    expect(await sms.verifyCode(merchant.id, { ...target('5530000006', 'login'), code })).toBe('ok');
  });

  it('answers invalid when no code was sent', async () => {
    expect(await sms.verifyCode(merchant.id, { ...target('5539999999'), code: '123456' })).toBe('invalid');
  });

  it('lets exactly one of several simultaneous right answers through', async () => {
    const { code } = await sendAndRead('5530000008');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sms.verifyCode(merchant.id, { ...target('5530000008'), code })),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
  });
});

describe('send limits', () => {
  it('allows one code a minute per number', async () => {
    await sendAndRead('5540000001');
    expect(await refusal(sendAndRead('5540000001'))).toBe('TOO_MANY_REQUESTS');
    await letMinutePass();
    await sendAndRead('5540000001');
  });

  it('allows five codes an hour per number, each merchant counted apart', async () => {
    for (let i = 0; i < 5; i++) {
      await sendAndRead('5540000002');
      await letMinutePass();
    }
    expect(await refusal(sendAndRead('5540000002'))).toBe('TOO_MANY_REQUESTS');
    await sendAndRead('5540000002', { to: other });
  });

  it('allows ten codes an hour per IP, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await sendAndRead(`55500000${10 + i}`, { ip });
    expect(await refusal(sendAndRead('5550000099', { ip }))).toBe('TOO_MANY_REQUESTS');
  });

  it('stores no code and writes nothing to the outbox for a refused send', async () => {
    await sendAndRead('5540000003');
    const before = await t.db.select().from(outbox).where(eq(outbox.recipient, '+525540000003'));
    await refusal(sendAndRead('5540000003'));
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, '+525540000003'))).toHaveLength(before.length);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.recipient, '+525540000003'))).toHaveLength(1);
  });

  it('prunes codes expired long ago', async () => {
    await sendAndRead('5540000004');
    await t.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(eq(smsCodes.recipient, '+525540000004'));
    expect(await sms.prune()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.recipient, '+525540000004'))).toEqual([]);
  });
});
