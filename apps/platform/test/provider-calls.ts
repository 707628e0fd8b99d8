import { randomUUID } from 'node:crypto';
import { gameSessionHeader, rgsPaths, signatureHeaders } from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';
import type { SqlConnection } from '@ficha/server-kit';

/**
 * What a test of one of our providers (the game server, the lottery) needs to talk to it as the platform does:
 * signed calls, loosely typed answers and raw rows of its database.
 */

/** An answer as a page sees it: the status and the envelope, loosely typed for assertions. */
export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; value?: T; errorCode?: string; message?: string; fields?: unknown[] };
}

export async function rowsOf<T>(connection: SqlConnection, sql: string, params: unknown[]): Promise<T[]> {
  const result =
    connection.kind === 'pg' ? await connection.client.query(sql, params) : await connection.client.query(sql, params);
  return result.rows as T[];
}

/** A POST signed the way the platform signs its calls to a provider (`X-Provider: PLATFORM`, HMAC of the body). */
export async function signedPlatformPost(
  baseUrl: string,
  path: string,
  secret: string,
  payload: Record<string, unknown>,
): Promise<Answer> {
  const body = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...payload });
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [signatureHeaders.provider]: 'PLATFORM',
      [signatureHeaders.signature]: signPayload(secret, body),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The platform's signed launch call (`POST /rgs/v1/launch`) to a provider. */
export function signedLaunch(
  baseUrl: string,
  secret: string,
  input: {
    launchToken: string;
    gameCode: string;
    mode?: 'real' | 'demo';
    currency: string;
    returnUrl: string;
    frameAncestors?: string[];
    merchantCode?: string;
  },
): Promise<Answer> {
  return signedPlatformPost(baseUrl, rgsPaths.launch, secret, {
    ...(input.merchantCode ? { merchantCode: input.merchantCode } : {}),
    launchToken: input.launchToken,
    gameCode: input.gameCode,
    language: 'EN',
    currency: input.currency,
    mode: input.mode ?? 'real',
    returnUrl: input.returnUrl,
    ...(input.frameAncestors ? { frameAncestors: input.frameAncestors } : {}),
  });
}

/** Calls to a provider as its page in the browser makes them: JSON, language EN, the session header when given. */
export function pageRequests(baseUrl: string) {
  return async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    session?: string,
  ): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        language: 'EN',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { [gameSessionHeader]: session } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  };
}
