import { signatureHeaders } from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';
import type { InjectOptions } from 'fastify';

/**
 * A GET the way the platform sends it to a game server: the query string signed with the shared secret.
 * `provider` and `signature` override what is sent, to build refused calls.
 */
export function signedPlatformGet(
  path: string,
  query: Record<string, string | number>,
  options: { secret: string; provider?: string; signature?: string },
): InjectOptions {
  const queryString = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return {
    method: 'GET',
    url: queryString ? `${path}?${queryString}` : path,
    headers: {
      [signatureHeaders.provider]: options.provider ?? 'PLATFORM',
      [signatureHeaders.signature]: options.signature ?? signPayload(options.secret, queryString),
    },
  };
}
