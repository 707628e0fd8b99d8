import type { FastifyInstance } from 'fastify';
import { demoLogins } from '../src/db/seed/seed-demo.ts';

/** Signs the demo operator in and returns its token (instead of repeating the login in every test). */
export async function loginDemoOperator(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cms/v1/session/login',
    payload: { merchantCode: demoLogins.merchant, ...demoLogins.operator },
  });
  const body = response.json<{ success: boolean; value: { token: string } }>();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return body.value.token;
}
