import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';

/**
 * What the account and member-security flows need from the verification services (captcha, SMS codes, mail,
 * rate limits), as narrow interfaces: the services in modules/captcha, sms, mail and rate-limits satisfy them.
 */
export interface CaptchaVerifier {
  verify(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<boolean>;
}

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'verify';

export interface SmsCodes {
  sendCode(
    merchant: { id: number; name: string },
    input: { purpose: SmsPurpose; countryDialingCode: string; mobile: string; ip: string; language: string },
  ): Promise<{ expiredMinutes: number }>;
  verifyCode(
    merchantId: number,
    input: { purpose: SmsPurpose; countryDialingCode: string; mobile: string; code: string },
  ): Promise<'ok' | 'invalid' | 'expired'>;
}

export interface Mailer {
  /** `secrets` (a code, a reset link) are masked in the outbox row when a real mail server delivers the mail. */
  send(
    merchantId: number,
    mail: { to: string; subject: string; text: string; html?: string; purpose: string; secrets?: string[] },
  ): Promise<void>;
}

export interface VerificationPorts {
  captcha: CaptchaVerifier;
  sms: SmsCodes;
  mail: Mailer;
  rateLimiter: RateLimiter;
}
