import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, languageSchema, queryObject, text } from '../schemas.ts';
import {
  captchaFields,
  dialingCodeSchema,
  loginResultSchema,
  memberInfoSchema,
  mobileNumberSchema,
  passwordSchema,
  smsCodeSchema,
} from './account-schemas.ts';

/** Every field of SPEC §3 "Register user"; the merchant's field rules decide which are required. */
const registrationBody = {
  username: text(64).optional(),
  password: passwordSchema.optional(),
  confirmPassword: passwordSchema.optional(),
  payeeName: text(64).optional(),
  email: text(128).optional(),
  qqNum: text(32).optional(),
  mobileNum: text(20).optional(),
  countryDialingCode: dialingCodeSchema.optional(),
  recommenderId: text(32).optional(),
  verificationCode: text(8).optional(),
  affiliateCode: text(32).optional(),
  referralCode: text(32).optional(),
  paymentPassword: text(32).optional(),
  line: text(64).optional(),
  whatsapp: text(32).optional(),
  facebook: text(128).optional(),
  wechat: text(64).optional(),
  idNumber: text(32).optional(),
  domain: text(255).optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.literal(true).default(true),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text(4096).optional(),
  ...captchaFields,
};

export const registerMember = defineEndpoint({
  name: 'registerMember',
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  encrypted: true,
  tag: 'account',
  summary: 'Registers a member by username (fields per the merchant rules) and signs it in',
  request: z.strictObject({ ...registrationBody, username: text(64) }),
  response: loginResultSchema,
});

export const registerMemberByMobile = defineEndpoint({
  name: 'registerMemberByMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'none',
  encrypted: true,
  moduleId: 'MOBILENUMREG3',
  tag: 'account',
  summary: 'Registers a member whose username is its mobile number, and signs it in',
  request: z.strictObject({
    ...registrationBody,
    mobileNum: mobileNumberSchema,
    countryDialingCode: dialingCodeSchema,
  }),
  response: loginResultSchema,
});

export const checkAffiliateCode = defineEndpoint({
  name: 'checkAffiliateCode',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
  tag: 'account',
  summary: "Checks an agent's invitation code; an invalid code is invitation_code_error",
  request: queryObject({ code: z.string().trim().min(1).max(32), domain: z.string().max(255).optional() }),
  response: z.object({ valid: z.literal(true), agentNickname: z.string() }),
});

export const getCaptcha = defineEndpoint({
  name: 'getCaptcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
  tag: 'account',
  summary: 'A fresh image captcha: a base64 PNG and the id its answer is bound to (single use, expiring)',
  request: emptyQuery,
  response: z.object({ captchaId: z.string(), image: z.string(), expiresInSeconds: z.number().int() }),
});

export const sendRegisterSms = defineEndpoint({
  name: 'sendRegisterSms',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'none',
  tag: 'account',
  summary: 'Sends a registration code to a mobile number',
  request: z.strictObject({ mobileNo: mobileNumberSchema, countryDialingCode: dialingCodeSchema, ...captchaFields }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const sendNoLoginSms = defineEndpoint({
  name: 'sendNoLoginSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  tag: 'account',
  summary: 'Sends a code to a registered mobile number, for SMS login or a password reset by phone',
  request: z.strictObject({
    mobileNum: mobileNumberSchema,
    countryDialingCode: dialingCodeSchema,
    purpose: z.enum(['login', 'reset']).default('login'),
  }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
  tag: 'account',
  summary:
    'Signs a member in by username and password or mobile and SMS code; login_failed may ask for a captcha, ' +
    'login_verify_required carries a challenge for a new IP',
  request: z.strictObject({
    username: text(64).min(1),
    password: z.string().min(1).max(64),
    type: z.enum(['username', 'sms', '', 'firebase']).default('username'),
    countryDialingCode: dialingCodeSchema.optional(),
    /** Which entrance: the agent entrance lets only agents in. */
    portal: z.enum(['player', 'agent']).default('player'),
    loginDeviceId: z.string().max(64).optional(),
    ...captchaFields,
  }),
  response: loginResultSchema,
});

export const verifyLogin = defineEndpoint({
  name: 'verifyLogin',
  method: 'POST',
  path: '/wps/session/login/verification',
  auth: 'none',
  encrypted: true,
  moduleId: 'LOGINIPVERF3',
  tag: 'account',
  summary: 'Completes a login from a new IP with an SMS code, the bound email, the payee name or a TOTP code',
  request: z.strictObject({
    challengeId: z.string().min(8).max(64),
    method: z.enum(['sms', 'email', 'payee', 'totp']),
    answer: text(128).min(1),
  }),
  response: loginResultSchema,
});

export const sendLoginVerificationSms = defineEndpoint({
  name: 'sendLoginVerificationSms',
  method: 'POST',
  path: '/wps/session/login/verification/sms',
  auth: 'none',
  moduleId: 'LOGINIPVERF3',
  tag: 'account',
  summary: "Sends the login challenge's SMS code to the member's bound mobile",
  request: z.strictObject({ challengeId: z.string().min(8).max(64) }),
  response: z.object({ expiredMinutes: z.number().int() }),
});

export const freePlay = defineEndpoint({
  name: 'freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'none',
  moduleId: 'FREEPLAY3',
  tag: 'account',
  summary: 'Creates a trial (type 4) account with a session',
  request: z.strictObject({ os: z.string().max(32).optional(), platform: z.literal('W').default('W') }),
  response: loginResultSchema,
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'member',
  tag: 'account',
  summary: 'Ends the session',
  request: z.strictObject({}),
  response: z.object({ loggedOut: z.literal(true) }),
});

export const getMemberInfo = defineEndpoint({
  name: 'getMemberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  tag: 'account',
  summary: 'The signed-in member: id, account, nickname, type and the agent and trial flags',
  request: emptyQuery,
  response: memberInfoSchema,
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: 'member',
  encrypted: true,
  tag: 'account',
  summary: "Changes the member's password; other sessions are signed out",
  request: z.strictObject({
    oldPassword: passwordSchema,
    newPassword: passwordSchema,
    confirmNewPassword: passwordSchema,
  }),
  response: z.object({ changed: z.literal(true) }),
});

export const forgotPasswordByEmail = defineEndpoint({
  name: 'forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'none',
  bodyEncoding: 'form',
  tag: 'account',
  summary: 'Mails a password-reset link to the email bound to the username',
  request: z.strictObject({ username: text(64).min(1), email: text(128).min(3) }),
  response: z.object({ sent: z.literal(true) }),
});

export const resetPasswordWithToken = defineEndpoint({
  name: 'resetPasswordWithToken',
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: 'none',
  encrypted: true,
  tag: 'account',
  summary: 'Sets a new password with the token of a reset mail',
  request: z.strictObject({
    token: z.string().min(20).max(128),
    newPassword: passwordSchema,
    confirmNewPassword: passwordSchema,
  }),
  response: z.object({ changed: z.literal(true), username: z.string() }),
});

export const setPasswordByPhone = defineEndpoint({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: 'none',
  encrypted: true,
  moduleId: 'CHNGPASSVERIF3',
  tag: 'account',
  summary: 'Sets a new password with an SMS code sent to the bound mobile; the client then logs in',
  request: z.strictObject({
    newPassword: passwordSchema,
    mobileNum: mobileNumberSchema,
    countryDialingCode: dialingCodeSchema.optional(),
    verificationCode: smsCodeSchema,
  }),
  response: z.object({ changed: z.literal(true), username: z.string() }),
});

export const updateLanguage = defineEndpoint({
  name: 'updateLanguage',
  method: 'POST',
  path: '/wps/member/language',
  auth: 'member',
  tag: 'account',
  summary: "Saves the member's language",
  request: z.strictObject({ language: languageSchema }),
  response: z.object({ language: languageSchema }),
});

export const registerAutoUsername = defineEndpoint({
  name: 'registerAutoUsername',
  method: 'PUT',
  path: '/wps/member/register/autoUsername',
  auth: 'none',
  moduleId: 'REG3',
  tag: 'account',
  summary:
    "Registers a member under a username generated by the merchant's username rule (unique, retried on a clash), " +
    'with the checks of a normal registration, and signs it in; the answer names the username',
  request: z.strictObject(registrationBody),
  response: loginResultSchema.extend({ username: z.string() }),
});

export const getGeetestCaptcha = defineEndpoint({
  name: 'getGeetestCaptcha',
  method: 'GET',
  path: '/wps/captcha/geetest',
  auth: 'none',
  tag: 'account',
  summary:
    'The Geetest captcha (GEETEST3). No Geetest account can be configured in Ficha, so it answers ' +
    'function.not.available, as the original does for a module that is off; the image captcha is the one served',
  request: queryObject({ t: z.string().max(32).optional() }),
  response: z.object({}),
});

export const resetPasswordBySms = defineEndpoint({
  name: 'resetPasswordBySms',
  method: 'POST',
  path: '/wps/member/password/sms',
  auth: 'none',
  moduleId: 'PWRESETSMS3',
  tag: 'account',
  summary:
    "A password reset by SMS in two steps: with a username alone, sends a code to the member's verified mobile; " +
    'with the code and a new password, sets it and signs every session out',
  request: z.strictObject({
    username: text(64).min(1),
    verificationCode: smsCodeSchema.optional(),
    newPassword: passwordSchema.optional(),
    confirmNewPassword: passwordSchema.optional(),
  }),
  response: z.discriminatedUnion('step', [
    z.object({
      step: z.literal('code_sent'),
      expiredMinutes: z.number().int(),
      maskedMobile: z.string(),
    }),
    z.object({ step: z.literal('changed'), username: z.string() }),
  ]),
});
