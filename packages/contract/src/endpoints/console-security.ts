import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { listAuditLog } from './console.ts';

const totpCode = z.string().regex(/^\d{6}$/, 'totp_format');
const lockScope = z.enum(['operator', 'member']);

export const getOperatorCaptcha = defineEndpoint({
  name: 'getOperatorCaptcha',
  method: 'GET',
  path: '/cms/v1/session/captcha',
  auth: 'none',
  tag: 'console',
  summary: 'A captcha for the console sign-in of a merchant, once operator_login_failed says { captcha: true }',
  request: queryObject({ merchantCode: text(32).min(1) }),
  response: z.object({ captchaId: z.string(), image: z.string(), expiresInSeconds: z.number().int() }),
});

export const startOperatorTotp = defineEndpoint({
  name: 'startOperatorTotp',
  method: 'POST',
  path: '/cms/v1/security/totp/setup',
  auth: 'operator',
  tag: 'console',
  summary: 'A new TOTP secret for the signed-in operator, its otpauth URI and QR code; confirmed by a first code',
  request: z.strictObject({}),
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
});

export const confirmOperatorTotp = defineEndpoint({
  name: 'confirmOperatorTotp',
  method: 'POST',
  path: '/cms/v1/security/totp/confirm',
  auth: 'operator',
  tag: 'console',
  summary: 'Turns the second factor on with a code of the new secret; sign-ins then ask for a code',
  request: z.strictObject({ code: totpCode }),
  response: z.object({ totpEnabled: z.literal(true) }),
});

export const disableOperatorTotp = defineEndpoint({
  name: 'disableOperatorTotp',
  method: 'POST',
  path: '/cms/v1/security/totp/disable',
  auth: 'operator',
  tag: 'console',
  summary:
    "Turns the operator's own second factor off with a current code (a role that requires it must set it up again)",
  request: z.strictObject({ code: totpCode }),
  response: z.object({ totpEnabled: z.literal(false) }),
});

export const consoleOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
});

export const listConsoleOperators = defineEndpoint({
  name: 'listConsoleOperators',
  method: 'GET',
  path: '/cms/v1/security/operators',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's console operators and their second factor",
  request: emptyQuery,
  response: z.object({ list: z.array(consoleOperatorSchema) }),
});

export const resetOperatorTotp = defineEndpoint({
  name: 'resetOperatorTotp',
  method: 'POST',
  path: '/cms/v1/security/operators/totp/reset',
  auth: 'operator',
  tag: 'console',
  summary: "Owners only: clears another operator's second factor, so it sets one up again; audited",
  request: z.strictObject({ operatorId: z.number().int().positive() }),
  response: z.object({ reset: z.literal(true) }),
});

export const loginLockSchema = z.object({
  scope: lockScope,
  username: z.string(),
  failures: z.number().int(),
  lockedUntil: z.string(),
});

export const listLoginLocks = defineEndpoint({
  name: 'listLoginLocks',
  method: 'GET',
  path: '/cms/v1/security/locks',
  auth: 'operator',
  tag: 'console',
  summary: 'Operator and member accounts locked after too many failed sign-ins, soonest to unlock first',
  request: emptyQuery,
  response: z.object({ list: z.array(loginLockSchema) }),
});

export const liftLoginLock = defineEndpoint({
  name: 'liftLoginLock',
  method: 'POST',
  path: '/cms/v1/security/locks/lift',
  auth: 'operator',
  tag: 'console',
  summary: "Owners only: lifts an account's sign-in lock and forgets its failures; audited",
  request: z.strictObject({ scope: lockScope, username: text(64).min(1) }),
  response: z.object({ lifted: z.boolean() }),
});

export const listSignInActivity = defineEndpoint({
  name: 'listSignInActivity',
  method: 'GET',
  path: '/cms/v1/security/activity',
  auth: 'operator',
  tag: 'console',
  summary: 'Console sign-ins, failures, locks, unlocks and second-factor changes from the audit trail, newest first',
  request: listAuditLog.request,
  response: listAuditLog.response,
});
