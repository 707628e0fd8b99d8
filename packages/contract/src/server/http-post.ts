import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What a POST answered: its status and body text. */
export interface PostAnswer {
  status: number;
  text: string;
}

export type Post = (
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs?: number },
) => Promise<PostAnswer>;

/**
 * POSTs over kept-alive connections with node:http(s) — a wallet call per player action is the hot path of a game
 * server, and `fetch` spends several times the CPU per call (decision 0031). Rejects on a network failure, a
 * timeout (`timeoutMs` for the whole exchange) or an answer cut short.
 */
export function createPost(): Post {
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  return (url, init) =>
    new Promise<PostAnswer>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const send = secure ? httpsRequest : httpRequest;
      const outgoing = send(
        target,
        {
          agent: secure ? agents['https:'] : agents['http:'],
          method: 'POST',
          headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
          ...(init.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(init.timeoutMs) }),
        },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('close', () => {
            if (!response.complete) reject(new Error('answer cut short'));
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
}
