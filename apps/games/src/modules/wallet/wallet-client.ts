import { randomUUID } from 'node:crypto';
import {
  parseMoney,
  seamlessPaths,
  signatureHeaders,
  toWireMoney,
  type ErrorCode,
  type Envelope,
} from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';

/**
 * What came of a wallet call. `ok`: the platform answered success. `refused`: it answered a definite error
 * (a 4xx envelope) — nothing moved and a retry would answer the same. `unknown`: no answer we can trust after
 * every retry (timeout, network failure, 5xx): the money may or may not have moved.
 */
export type WalletResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; errorCode: string; value: unknown }
  | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  baseUrl: string;
  providerCode: string;
  secret: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** Replaces `fetch`, for tests that lose answers on the way. */
  fetch?: typeof fetch;
}

export interface MoneyAnswer {
  balanceMinor: bigint;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function balanceOf(value: unknown): bigint {
  const parsed = parseMoney((value as { balance?: unknown } | null)?.balance);
  if (!parsed.ok) throw new Error('wallet answer without a balance');
  return parsed.minor;
}

/**
 * The game server's side of the seamless wallet (decision 0010): each body signed with HMAC-SHA256 under the
 * shared secret, as an outside provider does. A call whose answer is lost is sent again — same transaction id
 * and content, fresh requestId and timestamp — up to `retries` times with doubling backoff; the platform
 * answers a repeated transaction id with its first answer, so a retry never moves money twice.
 */
export function createWalletClient(options: WalletClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function once(path: string, input: Record<string, unknown>): Promise<WalletResult<unknown>> {
    const body = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...input });
    try {
      const response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [signatureHeaders.provider]: options.providerCode,
          [signatureHeaders.signature]: signPayload(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const envelope = (await response.json()) as Envelope<unknown>;
      if (envelope.success) return { kind: 'ok', value: envelope.value };
      if (response.status >= 400 && response.status < 500) {
        return { kind: 'refused', errorCode: envelope.errorCode, value: envelope.value };
      }
      return { kind: 'unknown', reason: `${response.status} ${envelope.errorCode}` };
    } catch (error) {
      return { kind: 'unknown', reason: String(error) };
    }
  }

  async function call(path: string, input: Record<string, unknown>): Promise<WalletResult<unknown>> {
    let result = await once(path, input);
    for (let attempt = 0; result.kind === 'unknown' && attempt < options.retries; attempt++) {
      await sleep(options.backoffMs * 2 ** attempt);
      result = await once(path, input);
    }
    return result;
  }

  const money = async (path: string, input: Record<string, unknown>): Promise<WalletResult<MoneyAnswer>> => {
    const result = await call(path, input);
    return result.kind === 'ok' ? { kind: 'ok', value: { balanceMinor: balanceOf(result.value) } } : result;
  };

  return {
    /** Exchanges a platform launch token (one use) for the player. Not retried: the token is spent on arrival. */
    async authenticate(launchToken: string) {
      const result = await once(seamlessPaths.authenticate, { launchToken });
      if (result.kind !== 'ok') return result;
      const value = result.value as { playerId: string; currency: string; language: string };
      return {
        kind: 'ok' as const,
        value: {
          playerId: value.playerId,
          currency: value.currency,
          language: value.language,
          balanceMinor: balanceOf(result.value),
        },
      };
    },
    balance: (playerId: string) => money(seamlessPaths.balance, { playerId }),
    debit: (call: {
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amountMinor: bigint;
    }) =>
      money(seamlessPaths.debit, {
        playerId: call.playerId,
        transactionId: call.transactionId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        amount: toWireMoney(call.amountMinor),
      }),
    credit: (call: {
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amountMinor: bigint;
    }) =>
      money(seamlessPaths.credit, {
        playerId: call.playerId,
        transactionId: call.transactionId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        amount: toWireMoney(call.amountMinor),
        roundEnded: true,
      }),
    rollback: (call: { playerId: string; transactionId: string; referenceTransactionId: string; roundId: string }) =>
      money(seamlessPaths.rollback, call),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;

/** Error keys the wallet answers that the browser may see as they are. */
export const walletRefusalsShown: readonly ErrorCode[] = ['INSUFFICIENT_FUNDS', 'LIMIT_REACHED', 'PLAYER_NOT_FOUND'];
