import { createHash, randomInt } from 'node:crypto';
import { captchaAlphabet } from './bitmap-font.ts';

export const captchaLength = 4;

/** A fresh answer: characters drawn uniformly from the captcha alphabet by the secure generator. */
export function newCaptchaAnswer(): string {
  return Array.from({ length: captchaLength }, () => captchaAlphabet.charAt(randomInt(captchaAlphabet.length))).join(
    '',
  );
}

/** The stored form of an answer, bound to its merchant and captcha; letter case does not count. */
export function hashCaptchaAnswer(merchantId: number, captchaId: string, answer: string): string {
  return createHash('sha256').update(`${merchantId}:${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
}
