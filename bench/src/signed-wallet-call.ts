import { createHmac, randomUUID } from 'node:crypto';

/** How one call ended, as a provider sees it. */
export interface CallOutcome {
  /** `ok`, the envelope's error code (`system_busy`, `INSUFFICIENT_FUNDS`, …) or `transport` (no HTTP answer). */
  kind: string;
  status: number;
  startedAt: number;
  ms: number;
}

/**
 * One signed seamless-wallet call (`/seamless/v1/<path>`, HMAC-SHA256 of the body with the provider secret),
 * classified: a transport failure is an outcome too, never a throw. `timeoutMs` bounds the wait for an answer.
 */
export async function signedWalletCall(
  baseUrl: string,
  auth: { provider: string; secret: string },
  path: string,
  payload: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<CallOutcome> {
  const body = JSON.stringify({ ...payload, requestId: randomUUID(), timestamp: Date.now() });
  const startedAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}/seamless/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-provider': auth.provider,
        'x-signature': createHmac('sha256', auth.secret).update(body).digest('hex'),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const envelope = (await response.json()) as { success?: boolean; errorCode?: string };
    const kind = envelope.success === true ? 'ok' : (envelope.errorCode ?? `http_${response.status}`);
    return { kind, status: response.status, startedAt, ms: performance.now() - startedAt };
  } catch {
    return { kind: 'transport', status: 0, startedAt, ms: performance.now() - startedAt };
  }
}
