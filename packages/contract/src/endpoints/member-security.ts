import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { dialingCodeSchema, mobileNumberSchema, passwordSchema, smsCodeSchema } from './account-schemas.ts';

const optionalText = (max: number) => text(max).nullable().optional();

/** Profile fields of SPEC §3 the member edits in the security center. */
export const memberProfileSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  payeeName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileVerified: z.boolean(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfIncome: z.string().nullable(),
  qqNum: z.string().nullable(),
  line: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  wechat: z.string().nullable(),
  telegram: z.string().nullable(),
  zalo: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  registeredAt: z.string(),
});

export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const getMemberProfile = defineEndpoint({
  name: 'getMemberProfile',
  method: 'GET',
  path: '/wps/member/profile',
  auth: 'member',
  tag: 'member',
  summary: "The member's profile and security settings (security center)",
  request: emptyQuery,
  response: memberProfileSchema,
});

export const updateMemberProfile = defineEndpoint({
  name: 'updateMemberProfile',
  method: 'PUT',
  path: '/wps/member/profile',
  auth: 'member',
  tag: 'member',
  summary: 'Changes profile fields; an empty value clears a field',
  request: z.strictObject({
    nickname: text(32).optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
      .nullable()
      .optional(),
    address: optionalText(200),
    nationality: optionalText(64),
    occupation: optionalText(64),
    sourceOfIncome: optionalText(64),
    qqNum: optionalText(32),
    line: optionalText(64),
    whatsapp: optionalText(32),
    facebook: optionalText(128),
    wechat: optionalText(64),
    telegram: optionalText(64),
    zalo: optionalText(32),
  }),
  response: memberProfileSchema,
});

export const sendBindMobileCode = defineEndpoint({
  name: 'sendBindMobileCode',
  method: 'POST',
  path: '/wps/member/bind/mobile/code',
  auth: 'member',
  tag: 'member',
  summary: 'Sends a code to the mobile number the member wants to bind',
  request: z.strictObject({ mobileNum: mobileNumberSchema, countryDialingCode: dialingCodeSchema }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const bindMobile = defineEndpoint({
  name: 'bindMobile',
  method: 'POST',
  path: '/wps/member/bind/mobile',
  auth: 'member',
  tag: 'member',
  summary: 'Binds a verified mobile number',
  request: z.strictObject({
    mobileNum: mobileNumberSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: smsCodeSchema,
  }),
  response: memberProfileSchema,
});

export const sendBindEmailCode = defineEndpoint({
  name: 'sendBindEmailCode',
  method: 'POST',
  path: '/wps/member/bind/email/code',
  auth: 'member',
  tag: 'member',
  summary: 'Mails a code to the address the member wants to bind',
  request: z.strictObject({ email: z.email().max(128) }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const bindEmail = defineEndpoint({
  name: 'bindEmail',
  method: 'POST',
  path: '/wps/member/bind/email',
  auth: 'member',
  tag: 'member',
  summary: 'Binds a verified email address',
  request: z.strictObject({ email: z.email().max(128), verificationCode: smsCodeSchema }),
  response: memberProfileSchema,
});

export const setPaymentPassword = defineEndpoint({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: 'member',
  encrypted: true,
  tag: 'member',
  summary: 'Sets or changes the payment password (6 digits), confirmed with the login password',
  request: z.strictObject({
    loginPassword: passwordSchema,
    newPaymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_format'),
    confirmPaymentPassword: z.string().max(6),
  }),
  response: z.object({ changed: z.literal(true) }),
});

export const startTotpSetup = defineEndpoint({
  name: 'startTotpSetup',
  method: 'POST',
  path: '/wps/member/totp/setup',
  auth: 'member',
  tag: 'member',
  summary: 'Starts two-factor setup: a new secret, its otpauth URL and a QR code (SVG)',
  request: z.strictObject({}),
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
});

export const enableTotp = defineEndpoint({
  name: 'enableTotp',
  method: 'POST',
  path: '/wps/member/totp/enable',
  auth: 'member',
  tag: 'member',
  summary: 'Turns two-factor on after a correct code from the authenticator',
  request: z.strictObject({ code: z.string().regex(/^\d{6}$/, 'totp_format') }),
  response: z.object({ enabled: z.literal(true) }),
});

export const disableTotp = defineEndpoint({
  name: 'disableTotp',
  method: 'POST',
  path: '/wps/member/totp/disable',
  auth: 'member',
  tag: 'member',
  summary: 'Turns two-factor off with a current code',
  request: z.strictObject({ code: z.string().regex(/^\d{6}$/, 'totp_format') }),
  response: z.object({ enabled: z.literal(false) }),
});

export const loginRecordSchema = z.object({
  time: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: z.string(),
  success: z.boolean(),
  method: z.string(),
});

export const listMemberLogins = defineEndpoint({
  name: 'listMemberLogins',
  method: 'GET',
  path: '/wps/member/logins',
  auth: 'member',
  tag: 'member',
  summary: "The member's last sign-ins (successful and failed)",
  request: queryObject({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
  response: z.array(loginRecordSchema),
});

export const memberSessionSchema = z.object({
  sessionId: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  device: z.string(),
  current: z.boolean(),
});

export const listMemberSessions = defineEndpoint({
  name: 'listMemberSessions',
  method: 'GET',
  path: '/wps/member/sessions',
  auth: 'member',
  tag: 'member',
  summary: "The member's signed-in devices",
  request: emptyQuery,
  response: z.array(memberSessionSchema),
});

export const revokeMemberSession = defineEndpoint({
  name: 'revokeMemberSession',
  method: 'DELETE',
  path: '/wps/member/sessions',
  auth: 'member',
  tag: 'member',
  summary: 'Signs one of the member’s devices out',
  request: z.strictObject({ sessionId: z.string().min(8).max(64) }),
  response: z.object({ revoked: z.literal(true) }),
});

/**
 * What of the member's account protection is set (upstream-api §1.1 `securityConfig`): each item of the security
 * center as on or off, and how many of them are on. Ficha has no security questions, so none is listed.
 */
export const securityConfigSchema = z.object({
  paymentPassword: z.boolean(),
  mobileBound: z.boolean(),
  mobileVerified: z.boolean(),
  emailBound: z.boolean(),
  emailVerified: z.boolean(),
  twoStepVerification: z.boolean(),
  /** The merchant asks for a second check when the member signs in from a new IP. */
  newIpVerification: z.boolean(),
  passwordChangedAt: z.string(),
  /** How many of the member's own protections are on, of `total`. */
  level: z.number().int(),
  total: z.number().int(),
});

export type SecurityConfig = z.infer<typeof securityConfigSchema>;

export const getSecurityConfig = defineEndpoint({
  name: 'getSecurityConfig',
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  auth: 'member',
  tag: 'member',
  summary: "What of the member's account protection is set: payment password, mobile, email, two-step sign-in",
  request: emptyQuery,
  response: securityConfigSchema,
});
