import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashCaptchaAnswer, newCaptchaAnswer } from './captcha-answer.ts';
import { drawCaptchaPng } from './captcha-image.ts';
import { deleteCaptchasExpiredBefore, insertCaptcha, useCaptcha } from './captcha.queries.ts';

/**
 * Image captchas drawn on the server. The answer is kept only as a hash bound to the merchant and the captcha
 * id; a captcha works once — any check, right or wrong, uses it up — and only until it expires.
 */
export function createCaptchaService(db: Db, options: { ttlMs?: number; newAnswer?: () => string } = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const newAnswer = options.newAnswer ?? newCaptchaAnswer;
  return {
    /** A new captcha: its id, the PNG as base64 (no `data:` prefix), and its lifetime. */
    async issue(merchantId: number): Promise<{ captchaId: string; image: string; expiresInSeconds: number }> {
      const captchaId = randomBytes(18).toString('base64url');
      const answer = newAnswer();
      await insertCaptcha(db, {
        id: captchaId,
        merchantId,
        answerHash: hashCaptchaAnswer(merchantId, captchaId, answer),
        ttlMs,
      });
      return {
        captchaId,
        image: drawCaptchaPng(answer).toString('base64'),
        expiresInSeconds: Math.round(ttlMs / 1000),
      };
    },

    /** Whether the answer is right, ignoring letter case; uses the captcha up either way. */
    async verify(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId) return false;
      const used = await useCaptcha(db, merchantId, captchaId);
      if (!used || !used.live || !answer) return false;
      const given = Buffer.from(hashCaptchaAnswer(merchantId, captchaId, answer), 'hex');
      return timingSafeEqual(given, Buffer.from(used.answerHash, 'hex'));
    },

    /** Deletes captchas expired more than `ageMs` ago; for a periodic job. */
    async prune(ageMs = 3_600_000): Promise<number> {
      return deleteCaptchasExpiredBefore(db, ageMs);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
