import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { SmsCodePurpose } from '../../db/schema/index.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import { hashSmsCode, newSmsCode, sameHash } from './sms-code.ts';
import type { SmsProvider } from './sms-provider.ts';
import { smsCodeText } from './sms-text.ts';
import { countSmsAttempt, deleteSmsCodesExpiredBefore, replaceSmsCode, useSmsCode } from './sms.queries.ts';

/** Sends per number and per visitor IP; past them the member reads "too many requests, try again after 5 minutes". */
export const smsSendLimits = {
  perNumberMinute: { limit: 1, windowMs: 60_000 },
  perNumberHour: { limit: 5, windowMs: 3_600_000 },
  perIpHour: { limit: 10, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Wrong tries a code survives; the next one finds it closed. */
export const smsCodeMaxAttempts = 5;

export interface SmsCodeTarget {
  purpose: SmsCodePurpose;
  countryDialingCode: string;
  mobile: string;
}

const recipientOf = (target: SmsCodeTarget) => `${target.countryDialingCode}${target.mobile}`;

/**
 * One-time SMS verification codes: six digits, stored hashed, single use, a few tries each, expiring. Every
 * message lands in the outbox: as the message itself with the development provider (`stored`), and with the
 * code masked when a real gateway delivered it (`sent` / `failed`), so the console never shows a live code.
 */
export function createSmsService(
  db: Db,
  deps: { provider: SmsProvider; outbox: OutboxService; rateLimiter: RateLimiter; codeTtlMinutes?: number },
) {
  const ttlMinutes = deps.codeTtlMinutes ?? 5;
  return {
    async sendCode(
      merchant: { id: number; name: string },
      input: SmsCodeTarget & { ip: string; language: string },
    ): Promise<{ expiredMinutes: number }> {
      const recipient = recipientOf(input);
      const numberKey = `sms:mobile:${merchant.id}:${recipient}`;
      await deps.rateLimiter.consume(`sms:ip:${input.ip}`, smsSendLimits.perIpHour);
      await deps.rateLimiter.consume(numberKey, smsSendLimits.perNumberMinute);
      await deps.rateLimiter.consume(numberKey, smsSendLimits.perNumberHour);

      const code = newSmsCode();
      const owner = { merchantId: merchant.id, purpose: input.purpose, recipient };
      await replaceSmsCode(db, owner, hashSmsCode(merchant.id, input.purpose, recipient, code), ttlMinutes * 60_000);

      const text = smsCodeText(input.language, merchant.name, code, ttlMinutes);
      const recorded = {
        merchantId: merchant.id,
        channel: 'sms' as const,
        recipient,
        purpose: input.purpose,
        body:
          deps.provider.delivery === 'outbox' ? text : smsCodeText(input.language, merchant.name, '******', ttlMinutes),
      };
      try {
        await deps.provider.send(recipient, text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.outbox.record({ ...recorded, status: 'failed', error: reason });
        throw new DomainError('system_busy', { detail: `SMS to ${recipient} failed: ${reason}` });
      }
      await deps.outbox.record({ ...recorded, status: deps.provider.delivery === 'outbox' ? 'stored' : 'sent' });
      return { expiredMinutes: ttlMinutes };
    },

    /** Checks a code: `ok` uses it up; `invalid` for a wrong, used, replaced or worn-out code; `expired`. */
    async verifyCode(
      merchantId: number,
      input: SmsCodeTarget & { code: string },
    ): Promise<'ok' | 'invalid' | 'expired'> {
      const recipient = recipientOf(input);
      const attempt = await countSmsAttempt(db, { merchantId, purpose: input.purpose, recipient }, smsCodeMaxAttempts);
      if (!attempt) return 'invalid';
      if (!attempt.live) return 'expired';
      if (!sameHash(hashSmsCode(merchantId, input.purpose, recipient, input.code), attempt.codeHash)) return 'invalid';
      return (await useSmsCode(db, attempt.id)) ? 'ok' : 'invalid';
    },

    /** Deletes codes expired more than `ageMs` ago; for a periodic job. */
    async prune(ageMs = 24 * 3_600_000): Promise<number> {
      return deleteSmsCodesExpiredBefore(db, ageMs);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
