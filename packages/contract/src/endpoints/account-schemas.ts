import { z } from 'zod';
import { text } from '../schemas.ts';

/** The answer of every call that signs a member in (SPEC §3 "Login response value"). */
export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the merchant's default weak password or has expired under PWDEXPFORCECHANGE3. */
  mustChangePassword: z.boolean(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.string(),
  mustChangePassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
});

export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6,15}$/, 'mobile_format');
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+[0-9]{1,4}$/, 'dialing_code_format');
export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4,8}$/, 'verification_code_format');
export const captchaFields = {
  captcha: text(16).optional(),
  captchaId: z.string().max(64).optional(),
};
export const passwordSchema = z.string().min(1).max(64);

/** The value of a `login_failed` error: whether the image captcha must be shown from now on. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

/** The value of a `login_verify_required` error: the challenge to complete and the methods this member has. */
export const loginChallengeSchema = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(['sms', 'email', 'payee', 'totp'])),
  maskedMobile: z.string().nullable(),
});

export type LoginChallenge = z.infer<typeof loginChallengeSchema>;
