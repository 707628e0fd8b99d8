import type { FastifyInstance } from 'fastify';
import { demoLogins } from '../src/db/seed/seed-demo.ts';
import { currentTotp } from '../src/security/totp.ts';

export interface OperatorCredentials {
  merchantCode?: string;
  username: string;
  password: string;
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
    password: credentials.password,
    ...(credentials.totpSecret ? { totpCode: currentTotpCode(credentials.totpSecret) } : {}),
  };
}

/** The seeded owner `admin` and cashier `cajero`, with their demo TOTP secrets. */
export const demoOperators = {
  owner: demoLogins.operator,
  cashier: demoLogins.cashier,
} as const;

/** Signs an operator in and returns its token. */
export async function loginOperator(app: FastifyInstance, credentials: OperatorCredentials): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cms/v1/session/login',
    payload: operatorLoginInput(credentials),
  });
  const body = response.json<{ success: boolean; value: { token: string } }>();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return body.value.token;
}

/** Signs the demo owner in and returns its token (instead of repeating the login in every test). */
export async function loginDemoOperator(app: FastifyInstance): Promise<string> {
  return loginOperator(app, demoOperators.owner);
}
