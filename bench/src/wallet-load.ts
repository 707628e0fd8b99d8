import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { percentile } from './percentile.ts';

export interface WalletLoadOptions {
  /** The platform's base URL. */
  url: string;
  provider: string;
  secret: string;
  /** Extra headers every call carries (such as the merchant). */
  headers?: Record<string, string>;
  playerIds: readonly string[];
  concurrency: number;
  seconds: number;
  /** Stake of each debit, as a wire amount (the credit pays it back, so wallets never run dry). */
  stake: number;
}

export interface WalletLoadResult {
  pairsPerSecond: number;
  callsPerSecond: number;
  /** Calls made (debits and credits). */
  calls: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  failures: number;
}

/**
 * Signed seamless-wallet debit + credit pairs (ARCHITECTURE.md "Seamless wallet"), as a game server
 * sends them: `concurrency` players play at once, each debit followed by the credit that settles its round.
 */
export async function runWalletLoad(options: WalletLoadOptions): Promise<WalletLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let failures = 0;
  let pairs = 0;

  async function call(path: string, payload: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({ ...payload, requestId: randomUUID(), timestamp: Date.now() });
    const signature = createHmac('sha256', options.secret).update(body).digest('hex');
    const started = performance.now();
    const { status, text } = await post(agent, target, `/seamless/v1/${path}`, body, {
      ...options.headers,
      'content-type': 'application/json',
      'x-provider': options.provider,
      'x-signature': signature,
    });
    latencies.push(performance.now() - started);
    if (status !== 200 || (JSON.parse(text) as { success?: boolean }).success !== true) failures += 1;
  }

  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, lane) => {
      const playerId = options.playerIds[lane % options.playerIds.length];
      if (!playerId) throw new Error('no players to bet with');
      while (performance.now() < deadline) {
        const roundId = randomUUID();
        const common = { playerId, roundId, gameCode: 'bench-slot' };
        await call('debit', { ...common, transactionId: `d-${roundId}`, amount: options.stake });
        await call('credit', { ...common, transactionId: `c-${roundId}`, amount: options.stake, roundEnded: true });
        pairs += 1;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    pairsPerSecond: Math.round(pairs / elapsedSeconds),
    callsPerSecond: Math.round((2 * pairs) / elapsedSeconds),
    calls: 2 * pairs,
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    failures,
  };
}

function post(agent: Agent, target: URL, path: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      { agent, host: target.hostname, port: target.port, path, method: 'POST', headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
