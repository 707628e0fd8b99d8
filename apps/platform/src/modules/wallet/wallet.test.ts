import { freePlay, getMerchantWallet, getWalletBalance, login } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { members, merchants } from '../../db/schema/index.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
});
afterAll(() => t.close());

const signIn = async (username: string) =>
  apiClient(baseUrl, { token: (await apiClient(baseUrl).call(login, { username, password: 'Demo1234' })).token });

describe('wallet balance', () => {
  it('answers the main wallet in the merchant currency, from the ledger', async () => {
    const player = await signIn('jugador1');
    // The demo seed funds jugador1 with an approved deposit of 1,000.00.
    expect(await player.call(getWalletBalance, {})).toEqual({
      sumBalance: 1000,
      balance: [{ accountTypeId: 0, name: 'MAIN', availBalance: 1000 }],
      currency: 'USD',
      currencySymbol: '$',
    });
    const ledger = createLedgerService(t.db);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const [member] = await t.db.select().from(members).where(eq(members.username, 'jugador1'));
    const wallet = await ledger.account({
      merchantId: merchant!.id,
      currency: 'USD',
      kind: 'player_wallet',
      ownerMemberId: member!.id,
    });
    const world = await ledger.account({ merchantId: merchant!.id, currency: 'USD', kind: 'outside_world' });
    await ledger.post({
      merchantId: merchant!.id,
      currency: 'USD',
      kind: 'deposit',
      source: 'test',
      idempotencyKey: 'wallet-test-1',
      lines: [
        { accountId: wallet.id, amountMinor: 123_456n },
        { accountId: world.id, amountMinor: -123_456n },
      ],
    });
    expect((await player.call(getWalletBalance, { typeId: '0' })).sumBalance).toBe(2234.56);
    // Another member sees only its own wallet.
    expect((await (await signIn('agente1')).call(getWalletBalance, {})).sumBalance).toBe(0);
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    expect(await failureOf(trial, getWalletBalance, {})).toMatchObject({
      errorCode: 'in_need_true_account',
      status: 403,
    });
    expect((await failureOf(apiClient(baseUrl), getWalletBalance, {})).status).toBe(401);
  });

  it('reports a single-wallet merchant', async () => {
    expect(await (await signIn('jugador1')).call(getMerchantWallet, {})).toEqual({ isSingle: true });
  });
});
