import type { ApiClient } from '@ficha/contract/client';
import type { FastifyInstance } from 'fastify';
import { demoLogins } from '../src/seed/seed-demo.ts';
import { currentTotp } from '../src/security/totp.ts';
import { apiClient } from './api-clients.ts';
import type { TestApp } from './create-test-app.ts';
import { createMerchant, testOperatorPassword, testOperatorTotpSecret } from './factories.ts';

export interface OperatorCredentials {
  merchantCode?: string;
  username: string;
  /** `Operator#2026` (the factory's) unless given. */
  password?: string;
  /** The operator's TOTP secret when its second factor is on; the current code is sent with the password. */
  totpSecret?: string;
}

/** The current code of a TOTP secret, as an authenticator app shows it. */
export const currentTotpCode = currentTotp;

/** The body of a console sign-in for these credentials (merchant `demo` unless named), code included. */
export function operatorLoginInput(credentials: OperatorCredentials) {
  return {
    merchantCode: credentials.merchantCode ?? demoLogins.merchant,
    username: credentials.username,
    password: credentials.password ?? testOperatorPassword,
    ...(credentials.totpSecret ? { totpCode: currentTotpCode(credentials.totpSecret) } : {}),
  };
}

/** The seeded owners `admin` and `socio` and the finance operator `cajero`, with their demo TOTP secrets. */
export const demoOperators = {
  owner: demoLogins.operator,
  secondOwner: demoLogins.secondOwner,
  cashier: demoLogins.cashier,
} as const;

/**
 * Signs an operator in (one of the demo's, or one made by `createOperator`) and returns its token. Without a
 * `totpSecret` it sends the factory's test code, which an operator without a second factor ignores.
 */
export async function loginOperator(app: FastifyInstance, credentials: OperatorCredentials): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cms/v1/session/login',
    payload: operatorLoginInput({ totpSecret: testOperatorTotpSecret, ...credentials }),
  });
  const body = response.json<{ success: boolean; value: { token: string } }>();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return body.value.token;
}

/** Signs the demo owner in and returns its token (instead of repeating the login in every test). */
export async function loginDemoOperator(app: FastifyInstance): Promise<string> {
  return loginOperator(app, demoOperators.owner);
}

/**
 * The admin of another merchant (`rival` unless named), made with its merchant and signed in: what tests that keep
 * operators inside their own merchant call with.
 */
export async function foreignOperatorClient(t: TestApp, baseUrl: string, merchantCode = 'rival'): Promise<ApiClient> {
  const operator = { username: `${merchantCode}admin`, password: testOperatorPassword };
  await createMerchant(t.db, { code: merchantCode, operator });
  return apiClient(baseUrl, { token: await loginOperator(t.app, { merchantCode, ...operator }) });
}
