import {
  parseMoney,
  seamlessAdjust,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  toWireMoney,
  type Endpoint,
  type EndpointOutput,
  type ErrorCode,
} from '@ficha/contract';
import { createSeamlessClient } from '@ficha/contract/server';

/**
 * What came of a wallet call. `ok`: the platform answered success. `refused`: it answered a definite error
 * (a 4xx envelope) — nothing moved and a retry would answer the same. `unknown`: no answer we can trust after
 * every retry (timeout, network failure, 5xx, an answer that does not match the contract): the money may or may
 * not have moved.
 */
export type WalletResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; errorCode: string; value: unknown }
  | { kind: 'unknown'; reason: string };

export interface WalletOptions {
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

/** A debit or a credit of a round. */
export interface RoundMoneyCall {
  playerId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
}

const roundMoneyBody = ({ amountMinor, ...call }: RoundMoneyCall) => ({ ...call, amount: toWireMoney(amountMinor) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function minorOf(balance: number): bigint {
  const parsed = parseMoney(balance);
  if (!parsed.ok) throw new Error('wallet answer without a balance');
  return parsed.minor;
}

/**
 * A provider's side of the seamless wallet (decision 0010), on the contract's seamless client (signing, answers
 * read with the endpoints' response schemas). A call whose answer is lost is sent again — same transaction id and
 * content, fresh requestId and timestamp — up to `retries` times with doubling backoff; the platform answers a
 * repeated transaction id with its first answer, so a retry never moves money twice.
 */
export function createWallet(options: WalletOptions) {
  const client = createSeamlessClient({
    baseUrl: options.baseUrl,
    provider: options.providerCode,
    secret: options.secret,
    timeoutMs: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function once<E extends Endpoint>(
    endpoint: E,
    input: Record<string, unknown>,
  ): Promise<WalletResult<EndpointOutput<E>>> {
    try {
      const { status, envelope } = await client.call(endpoint, input);
      if (envelope.success) return { kind: 'ok', value: envelope.value };
      if (status >= 400 && status < 500)
        return { kind: 'refused', errorCode: envelope.errorCode, value: envelope.value };
      return { kind: 'unknown', reason: `${status} ${envelope.errorCode}` };
    } catch (error) {
      return { kind: 'unknown', reason: String(error) };
    }
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    input: Record<string, unknown>,
  ): Promise<WalletResult<EndpointOutput<E>>> {
    let result = await once(endpoint, input);
    for (let attempt = 0; result.kind === 'unknown' && attempt < options.retries; attempt++) {
      await sleep(options.backoffMs * 2 ** attempt);
      result = await once(endpoint, input);
    }
    return result;
  }

  const money = async (
    endpoint: typeof seamlessBalance | typeof seamlessDebit | typeof seamlessCredit | typeof seamlessRollback,
    input: Record<string, unknown>,
  ): Promise<WalletResult<MoneyAnswer>> => {
    const result = await call(endpoint, input);
    return result.kind === 'ok' ? { kind: 'ok', value: { balanceMinor: minorOf(result.value.balance) } } : result;
  };

  /**
   * A correction of a settled round's win (decision 0083), retried like every call: the same transaction id moves
   * the money once, so an unknown fate is resent later with the same id, never rolled back.
   */
  async function adjust(
    correction: RoundMoneyCall & { direction: 'credit' | 'debit' },
  ): Promise<WalletResult<MoneyAnswer & { debtMinor: bigint }>> {
    const { direction, ...money } = correction;
    const result = await call(seamlessAdjust, { ...roundMoneyBody(money), direction });
    if (result.kind !== 'ok') return result;
    return {
      kind: 'ok',
      value: { balanceMinor: minorOf(result.value.balance), debtMinor: minorOf(result.value.debt) },
    };
  }

  return {
    /** Exchanges a platform launch token (one use) for the player. Not retried: the token is spent on arrival. */
    async authenticate(launchToken: string) {
      const result = await once(seamlessAuthenticate, { launchToken });
      if (result.kind !== 'ok') return result;
      const { playerId, currency, language, balance } = result.value;
      return { kind: 'ok' as const, value: { playerId, currency, language, balanceMinor: minorOf(balance) } };
    },
    balance: (playerId: string) => money(seamlessBalance, { playerId }),
    debit: (call: RoundMoneyCall) => money(seamlessDebit, roundMoneyBody(call)),
    credit: (call: RoundMoneyCall) => money(seamlessCredit, { ...roundMoneyBody(call), roundEnded: true }),
    rollback: (call: { playerId: string; transactionId: string; referenceTransactionId: string; roundId: string }) =>
      money(seamlessRollback, call),
    adjust,
  };
}

export type Wallet = ReturnType<typeof createWallet>;

/** Error keys the wallet answers that the player may see as they are (BONUS_MAX_BET: decision 0050). */
export const walletRefusalsShown: readonly ErrorCode[] = [
  'INSUFFICIENT_FUNDS',
  'LIMIT_REACHED',
  'BONUS_MAX_BET',
  'PLAYER_NOT_FOUND',
];
