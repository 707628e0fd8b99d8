import type { SmsProvider } from './sms-provider.ts';

/**
 * An SMS gateway reached over HTTP: `POST <url>` with JSON `{ to, text }` and `Authorization: Bearer <token>`.
 * Any answer other than 2xx, a network error or a timeout is a failed send.
 */
export function createHttpSmsProvider(options: { url: string; token: string; timeoutMs?: number }): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    delivery: 'gateway',
    async send(to, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}
