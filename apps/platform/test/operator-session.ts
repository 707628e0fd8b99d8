import type { FastifyInstance } from 'fastify';
import { demoLogins } from '../src/db/seed/seed-demo.ts';

/** Signs the demo operator in and returns its token (instead of repeating the login in every test). */
export async function loginDemoOperator(app: FastifyInstance): Promise<string> {
  return signInOperator(app, { merchantCode: demoLogins.merchant, ...demoLogins.operator });
}

/** Signs any operator in (e.g. one made by `createOperator`, password `Operator#2026`) and returns its token. */
export async function signInOperator(
  app: FastifyInstance,
  login: { merchantCode: string; username: string; password?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cms/v1/session/login',
    payload: { password: 'Operator#2026', ...login },
  });
  const body = response.json<{ success: boolean; value: { token: string } }>();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return body.value.token;
}
