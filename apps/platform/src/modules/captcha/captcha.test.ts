import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/index.ts';
import { createMerchant } from '../../../test/factories.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { readPngChunks } from '../../../test/read-png-chunks.ts';
import { captchaAlphabet } from './bitmap-font.ts';
import { newCaptchaAnswer } from './captcha-answer.ts';
import { captchaImageHeight, captchaImageWidth } from './captcha-image.ts';
import { createCaptchaService, type CaptchaService } from './captcha.service.ts';

let t: PlatformDatabase;
let merchantId: number;
let otherMerchantId: number;
let nextAnswer = 'K7W4';
let captcha: CaptchaService;
beforeAll(async () => {
  t = await openPlatformDatabase();
  merchantId = (await createMerchant(t.db, { code: 'alpha' })).id;
  otherMerchantId = (await createMerchant(t.db, { code: 'beta' })).id;
  captcha = createCaptchaService(t.db, { newAnswer: () => nextAnswer });
});
afterAll(() => t.close());

const issueWith = async (answer: string, merchant = merchantId) => {
  nextAnswer = answer;
  return captcha.issue(merchant);
};

describe('captcha image', () => {
  it('is a base64 PNG without a data: prefix, of the stated size, with valid chunks and pixel data', async () => {
    const { image, expiresInSeconds } = await issueWith('M9GA');
    expect(image).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(expiresInSeconds).toBe(300);
    const chunks = readPngChunks(Buffer.from(image, 'base64'));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    const width = header.readUInt32BE(0);
    const height = header.readUInt32BE(4);
    expect([width, height]).toEqual([captchaImageWidth, captchaImageHeight]);
    expect(width).toBeGreaterThanOrEqual(120);
    expect(height).toBeGreaterThanOrEqual(40);
    expect(inflateSync(chunks[1]!.data).length).toBe(height * (1 + width * 3));
  });

  it('differs each time, even for the same answer', async () => {
    const first = await issueWith('ACDE');
    const second = await issueWith('ACDE');
    expect(first.image).not.toBe(second.image);
    expect(first.captchaId).not.toBe(second.captchaId);
  });
});

describe('captcha answers', () => {
  it('are drawn uniformly from the unambiguous alphabet, so they cannot be guessed', () => {
    expect(captchaAlphabet).not.toMatch(/[0O1IL]/);
    const answers = Array.from({ length: 2000 }, () => newCaptchaAnswer());
    for (const answer of answers) expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    // 25^4 = 390,625 possible answers: 2,000 draws collide about 5 times on average.
    expect(new Set(answers).size).toBeGreaterThan(1980);
    const counts = new Map<string, number>();
    for (const character of answers.join('')) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(captchaAlphabet.length);
    // 8,000 characters over 25 symbols: 320 each expected; a fair generator stays far inside these bounds.
    for (const count of counts.values()) expect(count).toBeGreaterThan(220);
    for (const count of counts.values()) expect(count).toBeLessThan(420);
  });

  it('are stored only as a hash bound to the merchant and captcha id', async () => {
    const { captchaId } = await issueWith('HJK7');
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash).not.toContain('HJK7');
    expect(row?.answerHash).toBe(createHash('sha256').update(`${merchantId}:${captchaId}:HJK7`).digest('hex'));
  });
});

describe('captcha verification', () => {
  it('accepts the right answer once, in any letter case', async () => {
    const { captchaId } = await issueWith('KMN4');
    expect(await captcha.verify(merchantId, captchaId, 'kmn4')).toBe(true);
    expect(await captcha.verify(merchantId, captchaId, 'KMN4')).toBe(false);
  });

  it('is used up by a wrong answer too', async () => {
    const { captchaId } = await issueWith('PRT3');
    expect(await captcha.verify(merchantId, captchaId, 'PRT9')).toBe(false);
    expect(await captcha.verify(merchantId, captchaId, 'PRT3')).toBe(false);
  });

  it('is used up by a check without an answer', async () => {
    const { captchaId } = await issueWith('WXY5');
    expect(await captcha.verify(merchantId, captchaId, undefined)).toBe(false);
    expect(await captcha.verify(merchantId, captchaId, 'WXY5')).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const { captchaId } = await issueWith('EF26');
    await t.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, captchaId));
    expect(await captcha.verify(merchantId, captchaId, 'EF26')).toBe(false);
  });

  it('refuses a missing or unknown id, and a captcha of another merchant', async () => {
    expect(await captcha.verify(merchantId, undefined, 'EF26')).toBe(false);
    expect(await captcha.verify(merchantId, 'nope', 'EF26')).toBe(false);
    const { captchaId } = await issueWith('GH79', otherMerchantId);
    expect(await captcha.verify(merchantId, captchaId, 'GH79')).toBe(false);
    expect(await captcha.verify(otherMerchantId, captchaId, 'GH79')).toBe(true);
  });

  it('prunes captchas expired long ago', async () => {
    const { captchaId } = await issueWith('CD34');
    await t.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '2 hours'` })
      .where(eq(captchas.id, captchaId));
    expect(await captcha.prune()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(captchas).where(eq(captchas.id, captchaId))).toEqual([]);
  });
});
