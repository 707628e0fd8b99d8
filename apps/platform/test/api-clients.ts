import type { Endpoint, EndpointInput } from '@ficha/contract';
import { ApiError, createApiClient, type ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import type { TestApp } from './create-test-app.ts';

/** Starts the test app on a loopback port so calls go through real HTTP (and real encryption). */
export async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

export interface ClientOptions {
  token?: string;
  /** The client address the server should see (needs TRUST_PROXY=127.0.0.1). */
  ip?: string;
  merchant?: string;
  language?: string;
}

export function apiClient(baseUrl: string, options: ClientOptions = {}): ApiClient {
  return createApiClient({
    baseUrl,
    token: () => options.token,
    merchant: () => options.merchant,
    language: () => options.language ?? 'EN',
    headers: (): Record<string, string> => (options.ip ? { 'X-Forwarded-For': options.ip } : {}),
  });
}

/** The error a call fails with (the test fails when it succeeds). */
export async function failureOf<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<ApiError> {
  try {
    await client.call(endpoint, input);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${endpoint.name} succeeded but a failure was expected`);
}

/** The newest outbox message to a recipient (SMS: "+52…", mail: the address), waiting for SMTP delivery. */
export async function lastMessageTo(
  t: TestApp,
  recipient: string,
  timeoutMs = 5000,
): Promise<{ subject: string | null; body: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.db.execute<{ subject: string | null; body: string }>(
      sql`select subject, body from platform.outbox where recipient = ${recipient} order by id desc limit 1`,
    );
    const row = (rows as unknown as { rows: Array<{ subject: string | null; body: string }> }).rows[0];
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no message to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
