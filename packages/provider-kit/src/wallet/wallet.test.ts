import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeaders } from '@ficha/contract';
import { verifySignature } from '@ficha/contract/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWallet } from './wallet.ts';

const secret = 'secret-of-the-wallet-client-tests';

/**
 * A stand-in wallet on loopback: each call gets the next planned behaviour — `hang` never answers, a status
 * answers with that status and an envelope.
 */
describe('wallet client', () => {
  let server: Server;
  let baseUrl: string;
  let plan: Array<'hang' | 200 | 409 | 503>;
  let received: Array<{ path: string; body: Record<string, unknown>; signed: boolean }>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = request.headers[signatureHeaders.signature];
        received.push({
          path: request.url ?? '',
          body: JSON.parse(raw) as Record<string, unknown>,
          signed:
            request.headers[signatureHeaders.provider] === 'FICHA' &&
            verifySignature(secret, raw, typeof signature === 'string' ? signature : undefined),
        });
        const step = plan.shift() ?? 200;
        if (step === 'hang') return;
        const envelope =
          step === 200
            ? { success: true, value: { balance: 12.5, ledgerId: '1', debt: 0.25 } }
            : {
                success: false,
                errorCode: step === 409 ? 'INSUFFICIENT_FUNDS' : 'system_busy',
                message: '',
                value: { balance: 0.5 },
              };
        response.writeHead(step, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    plan = [];
    received = [];
  });

  const client = (retries: number) =>
    createWallet({ baseUrl, providerCode: 'FICHA', secret, timeoutMs: 150, retries, backoffMs: 1 });
  const debit = { playerId: 'p1', transactionId: 'r1:debit', roundId: 'r1', gameCode: 'dice', amountMinor: 150n };

  it('resends a call whose answer timed out with the same transaction id and content, signed each time', async () => {
    plan = ['hang', 503, 200];
    expect(await client(3).debit(debit)).toEqual({ kind: 'ok', value: { balanceMinor: 1250n } });
    expect(received).toHaveLength(3);
    for (const call of received) {
      expect(call).toMatchObject({ path: '/seamless/v1/debit', signed: true });
      expect(call.body).toMatchObject({ transactionId: 'r1:debit', roundId: 'r1', amount: 1.5, playerId: 'p1' });
    }
    expect(new Set(received.map((c) => c.body['requestId'])).size).toBe(3);
  });

  it('answers unknown once the retries are spent, and never retries a definite refusal', async () => {
    plan = ['hang', 'hang'];
    expect((await client(1).debit(debit)).kind).toBe('unknown');
    expect(received).toHaveLength(2);
    received = [];
    plan = [409];
    expect(await client(3).debit(debit)).toEqual({
      kind: 'refused',
      errorCode: 'INSUFFICIENT_FUNDS',
      value: { balance: 0.5 },
    });
    expect(received).toHaveLength(1);
  });

  it('sends a credit as roundEnded with its amount, 0 included', async () => {
    await client(0).credit({ ...debit, transactionId: 'r1:credit', amountMinor: 0n });
    expect(received[0]?.body).toMatchObject({ transactionId: 'r1:credit', amount: 0, roundEnded: true });
  });

  it('sends an adjust with its direction, resent with the same transaction id until answered (decision 0083)', async () => {
    plan = ['hang', 200];
    const adjust = { ...debit, transactionId: 'r1:adjust:2', direction: 'debit' as const, amountMinor: 75n };
    expect(await client(2).adjust(adjust)).toEqual({ kind: 'ok', value: { balanceMinor: 1250n, debtMinor: 25n } });
    expect(received).toHaveLength(2);
    for (const call of received) {
      expect(call).toMatchObject({ path: '/seamless/v1/adjust', signed: true });
      expect(call.body).toMatchObject({ transactionId: 'r1:adjust:2', direction: 'debit', amount: 0.75 });
    }
    received = [];
    plan = ['hang', 'hang'];
    expect((await client(1).adjust(adjust)).kind).toBe('unknown');
  });
});
