import { randomUUID } from 'node:crypto';
import type { Envelope } from '../envelope.ts';
import {
  seamlessAdjust,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessPaths,
  seamlessRollback,
  signedRequestMaxAgeMs,
} from '../seamless.ts';
import { createSeamlessClient, type SeamlessAnswer } from './seamless-client.ts';

export interface ConformanceOptions {
  /** The platform, e.g. `https://platform.example`. */
  url: string;
  provider: string;
  secret: string;
  /** A fresh launch token of a test player whose wallet holds at least `minimumBalance`. */
  launchToken: string;
}

export interface ConformanceResult {
  name: string;
  passed: boolean;
  detail: string;
}

/** What the player's wallet must hold for the kit to run (it ends where it started, minus 0.50 of a lost round). */
export const conformanceMinimumBalance = 5;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The seamless-wallet conformance kit: checks every case of ARCHITECTURE.md "Seamless wallet" and QUALITY.md
 * "Game-provider wallet calls" against a running platform, as a provider would see it. Each case reports
 * pass or fail with what was answered; later cases still run when one fails.
 */
export async function runSeamlessConformance(options: ConformanceOptions): Promise<ConformanceResult[]> {
  const client = createSeamlessClient({ baseUrl: options.url, provider: options.provider, secret: options.secret });
  const results: ConformanceResult[] = [];
  const id = () => `conf-${randomUUID()}`;
  const game = 'conformance';

  const check = async (name: string, run: () => Promise<string | true>) => {
    try {
      const outcome = await run();
      results.push({ name, passed: outcome === true, detail: outcome === true ? 'ok' : outcome });
    } catch (error) {
      results.push({ name, passed: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const show = (answer: SeamlessAnswer) => `${answer.status} ${JSON.stringify(answer.envelope)}`;
  const refused = (answer: SeamlessAnswer, status: number, errorCode: string) =>
    answer.status === status && !answer.envelope.success && answer.envelope.errorCode === errorCode
      ? (true as const)
      : `expected ${status} ${errorCode}, got ${show(answer)}`;
  const valueOf = <T>(answer: SeamlessAnswer): T => {
    if (!answer.envelope.success) throw new Error(`unexpected failure: ${show(answer)}`);
    return (answer.envelope as Envelope<T> & { success: true }).value;
  };

  let playerId = '';
  let expected = 0;
  const balanceIs = async (cause: string): Promise<string | true> => {
    const balance = valueOf<{ balance: number }>(await client.call(seamlessBalance, { playerId })).balance;
    return cents(balance) === cents(expected) ? true : `${cause}: balance ${balance}, expected ${expected}`;
  };
  const debit = (transactionId: string, roundId: string, amount: unknown) =>
    client.call(seamlessDebit, { playerId, transactionId, roundId, gameCode: game, amount });
  const credit = (transactionId: string, roundId: string, amount: unknown, roundEnded = true) =>
    client.call(seamlessCredit, { playerId, transactionId, roundId, gameCode: game, amount, roundEnded });
  const rollback = (transactionId: string, referenceTransactionId: string, roundId: string) =>
    client.call(seamlessRollback, { playerId, transactionId, referenceTransactionId, roundId });

  await check('authenticate answers playerId, currency, balance and language', async () => {
    const value = valueOf<{ playerId: string; currency: string; balance: number; language: string }>(
      await client.call(seamlessAuthenticate, { launchToken: options.launchToken }),
    );
    playerId = value.playerId;
    expected = value.balance;
    if (!playerId || !/^[A-Z]{3}$/.test(value.currency) || typeof value.language !== 'string') {
      return `incomplete answer ${JSON.stringify(value)}`;
    }
    return value.balance >= conformanceMinimumBalance
      ? true
      : `the test player needs at least ${conformanceMinimumBalance}, has ${value.balance}`;
  });
  if (!playerId) return results;

  await check('a launch token works once', async () =>
    refused(await client.call(seamlessAuthenticate, { launchToken: options.launchToken }), 404, 'PLAYER_NOT_FOUND'),
  );
  await check('balance answers the wallet', () => balanceIs('balance'));
  await check('an unknown playerId is PLAYER_NOT_FOUND', async () =>
    refused(await client.call(seamlessBalance, { playerId: `unknown-${randomUUID()}` }), 404, 'PLAYER_NOT_FOUND'),
  );

  const signedCases: Array<[string, (body: string) => Record<string, string>, number, string, () => string]> = [
    ['a forged signature is refused', (b) => client.headersFor(`${b} `), 401, 'INVALID_SIGNATURE', () => ''],
    ['a missing signature is refused', () => ({ 'x-provider': options.provider }), 401, 'INVALID_SIGNATURE', () => ''],
    [
      'an unknown provider code is refused',
      (b) => client.headersFor(b, `X${options.provider}`.slice(0, 32)),
      401,
      'INVALID_SIGNATURE',
      () => '',
    ],
    [
      'a timestamp older than 5 minutes is refused',
      (b) => client.headersFor(b),
      401,
      'REQUEST_EXPIRED',
      () => String(Date.now() - signedRequestMaxAgeMs - 60_000),
    ],
    [
      'a timestamp more than 5 minutes ahead is refused',
      (b) => client.headersFor(b),
      401,
      'REQUEST_EXPIRED',
      () => String(Date.now() + signedRequestMaxAgeMs + 60_000),
    ],
  ];
  for (const [name, headers, status, errorCode, timestamp] of signedCases) {
    await check(`${name} (${errorCode}) and moves nothing`, async () => {
      const input = { playerId, transactionId: id(), roundId: id(), gameCode: game, amount: 1 };
      const stamp = timestamp();
      const body = client.bodyOf(stamp ? { ...input, timestamp: Number(stamp) } : input);
      const outcome = refused(await client.postRaw(seamlessPaths.debit, body, headers(body)), status, errorCode);
      return outcome === true ? balanceIs(name) : outcome;
    });
  }

  const badAmounts: Array<[string, unknown]> = [
    ['-1', -1],
    ['0 (debit)', 0],
    ['1.234', 1.234],
    ['"1e3"', '1e3'],
    ['1e20', 1e20],
    ['"1"', '1'],
    ['null', null],
  ];
  for (const [label, amount] of badAmounts) {
    await check(`a debit of ${label} is 400 request_param_err and moves nothing`, async () => {
      const outcome = refused(await debit(id(), id(), amount), 400, 'request_param_err');
      return outcome === true ? balanceIs(label) : outcome;
    });
  }
  await check('a debit of NaN (not JSON) is 400 and moves nothing', async () => {
    const body = `{"requestId":"${id()}","timestamp":${Date.now()},"playerId":"${playerId}","transactionId":"${id()}","roundId":"${id()}","gameCode":"${game}","amount":NaN}`;
    const outcome = refused(
      await client.postRaw(seamlessPaths.debit, body, client.headersFor(body)),
      400,
      'request_param_err',
    );
    return outcome === true ? balanceIs('NaN') : outcome;
  });

  const round = id();
  const betId = id();
  let firstDebit: unknown;
  await check('a debit takes the stake and answers the balance and a ledgerId', async () => {
    const answer = await debit(betId, round, 1);
    const value = valueOf<{ balance: number; ledgerId: string | null }>(answer);
    firstDebit = answer.envelope;
    expected -= 1;
    if (!value.ledgerId) return `no ledgerId: ${show(answer)}`;
    return cents(value.balance) === cents(expected) ? true : `balance ${value.balance}, expected ${expected}`;
  });
  await check('the same debit again answers the first answer and moves nothing', async () => {
    const answer = await debit(betId, round, 1);
    if (JSON.stringify(answer.envelope) !== JSON.stringify(firstDebit)) return `another answer: ${show(answer)}`;
    return balanceIs('replay');
  });
  await check('the same transactionId with another amount is DUPLICATE_TRANSACTION', async () =>
    refused(await debit(betId, round, 2), 409, 'DUPLICATE_TRANSACTION'),
  );
  await check('a debit above the balance is INSUFFICIENT_FUNDS carrying the balance', async () => {
    const answer = await debit(id(), id(), expected + 1000);
    const outcome = refused(answer, 409, 'INSUFFICIENT_FUNDS');
    if (outcome !== true) return outcome;
    const value = (answer.envelope as { value?: { balance?: number } }).value;
    return value && cents(value.balance ?? -1) === cents(expected)
      ? balanceIs('insufficient')
      : `no balance in ${show(answer)}`;
  });
  const winId = id();
  await check('a credit pays the win and closes the round', async () => {
    const value = valueOf<{ balance: number }>(await credit(winId, round, 1, true));
    expected += 1;
    return cents(value.balance) === cents(expected) ? true : `balance ${value.balance}, expected ${expected}`;
  });
  await check('the same credit again moves nothing', async () => {
    valueOf(await credit(winId, round, 1, true));
    return balanceIs('credit replay');
  });
  const adjust = (transactionId: string, roundId: string, direction: 'credit' | 'debit', amount: unknown) =>
    client.call(seamlessAdjust, { playerId, transactionId, roundId, gameCode: game, direction, amount });
  const raiseId = id();
  let firstAdjust: unknown;
  await check('an adjust credit pays more into a settled round and answers debt 0', async () => {
    const answer = await adjust(raiseId, round, 'credit', 0.5);
    firstAdjust = answer.envelope;
    const value = valueOf<{ balance: number; ledgerId: string; debt: number }>(answer);
    expected += 0.5;
    if (!value.ledgerId || value.debt !== 0) return `answer ${show(answer)}`;
    return cents(value.balance) === cents(expected) ? true : `balance ${value.balance}, expected ${expected}`;
  });
  await check('the same adjust again answers the first answer and moves nothing', async () => {
    const answer = await adjust(raiseId, round, 'credit', 0.5);
    if (JSON.stringify(answer.envelope) !== JSON.stringify(firstAdjust)) return `another answer: ${show(answer)}`;
    return balanceIs('adjust replay');
  });
  await check('the same adjust transactionId the other way is DUPLICATE_TRANSACTION', async () =>
    refused(await adjust(raiseId, round, 'debit', 0.5), 409, 'DUPLICATE_TRANSACTION'),
  );
  await check('an adjust debit takes part of the win back', async () => {
    const value = valueOf<{ balance: number; debt: number }>(await adjust(id(), round, 'debit', 0.5));
    expected -= 0.5;
    return cents(value.balance) === cents(expected) && value.debt === 0
      ? true
      : `answer ${JSON.stringify(value)}, expected balance ${expected}`;
  });
  await check('an adjust debit above what the round paid is 400 request_param_err and moves nothing', async () => {
    const outcome = refused(await adjust(id(), round, 'debit', 1.01), 400, 'request_param_err');
    return outcome === true ? balanceIs('adjust above the win') : outcome;
  });
  await check('an adjust of a round without a debit is TRANSACTION_NOT_FOUND', async () =>
    refused(await adjust(id(), id(), 'credit', 1), 404, 'TRANSACTION_NOT_FOUND'),
  );
  await check('an adjust of a negative amount is 400 request_param_err', async () =>
    refused(await adjust(id(), round, 'credit', -1), 400, 'request_param_err'),
  );
  await check('a rollback in a round that has a win is ROUND_CLOSED', async () =>
    refused(await rollback(id(), betId, round), 409, 'ROUND_CLOSED'),
  );
  await check('a debit into a closed round is ROUND_CLOSED', async () =>
    refused(await debit(id(), round, 1), 409, 'ROUND_CLOSED'),
  );
  await check('a credit for a round without a debit mints nothing (TRANSACTION_NOT_FOUND)', async () => {
    const outcome = refused(await credit(id(), id(), 1), 404, 'TRANSACTION_NOT_FOUND');
    return outcome === true ? balanceIs('credit without debit') : outcome;
  });
  await check('a credit of 0 is accepted (a lost round closes)', async () => {
    const lost = id();
    valueOf(await debit(id(), lost, 0.5));
    expected -= 0.5;
    const value = valueOf<{ balance: number; ledgerId: string | null }>(await credit(id(), lost, 0, true));
    return cents(value.balance) === cents(expected) && value.ledgerId === null
      ? true
      : `answer ${JSON.stringify(value)}, expected balance ${expected} and ledgerId null`;
  });

  await check('an adjust of a round still open is ROUND_NOT_SETTLED and moves nothing', async () => {
    const open = id();
    valueOf(await debit(id(), open, 0.25));
    const outcome = refused(await adjust(id(), open, 'credit', 1), 409, 'ROUND_NOT_SETTLED');
    valueOf(await credit(id(), open, 0.25, true));
    return outcome === true ? balanceIs('adjust of an open round') : outcome;
  });

  const cancelled = id();
  const cancelledBet = id();
  const rollbackId = id();
  let firstRollback: unknown;
  await check('a rollback reverses its debit', async () => {
    valueOf(await debit(cancelledBet, cancelled, 1));
    const answer = await rollback(rollbackId, cancelledBet, cancelled);
    firstRollback = answer.envelope;
    const value = valueOf<{ balance: number }>(answer);
    return cents(value.balance) === cents(expected) ? true : `balance ${value.balance}, expected ${expected}`;
  });
  await check('the same rollback again answers the first answer', async () => {
    const answer = await rollback(rollbackId, cancelledBet, cancelled);
    return JSON.stringify(answer.envelope) === JSON.stringify(firstRollback)
      ? balanceIs('rollback replay')
      : show(answer);
  });
  await check('a second rollback of the same debit succeeds with no effect', async () => {
    valueOf(await rollback(id(), cancelledBet, cancelled));
    return balanceIs('second rollback');
  });
  await check('the rolled-back debit sent again is TRANSACTION_CANCELLED', async () =>
    refused(await debit(cancelledBet, cancelled, 1), 409, 'TRANSACTION_CANCELLED'),
  );
  await check('a rollback before its debit leaves a tombstone; the late debit is TRANSACTION_CANCELLED', async () => {
    const early = id();
    const earlyRound = id();
    valueOf(await rollback(id(), early, earlyRound));
    const outcome = refused(await debit(early, earlyRound, 1), 409, 'TRANSACTION_CANCELLED');
    return outcome === true ? balanceIs('tombstone') : outcome;
  });
  await check('10 concurrent copies of one debit take effect once', async () => {
    const input = { playerId, transactionId: id(), roundId: id(), gameCode: game, amount: 0.25 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.call(seamlessDebit, input)));
    expected -= 0.25;
    if (new Set(answers.map((a) => JSON.stringify(a.envelope))).size !== 1) {
      return `answers differ: ${answers.map(show).join(' | ')}`;
    }
    const outcome = await balanceIs('concurrent duplicates');
    valueOf(await client.call(seamlessCredit, { ...input, transactionId: id(), amount: 0.25, roundEnded: true }));
    expected += 0.25;
    return outcome;
  });
  return results;
}
