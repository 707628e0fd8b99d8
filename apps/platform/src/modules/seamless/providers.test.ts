import { randomUUID } from 'node:crypto';
import {
  createProvider,
  getProviderReconciliation,
  listAuditLog,
  listProviders,
  operatorLogin,
  rotateProviderSecret,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  updateProvider,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { createSeamlessClient } from '@ficha/contract/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { betRecords, journalEntries } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let f: SeamlessFixture;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  f = await seamlessFixture(t.db, baseUrl);
});
afterAll(() => t.close());

const fields = {
  name: 'Acme Games',
  baseUrl: 'https://rgs.acme.example',
  enabled: true,
  categories: ['slots'] as const,
};
const today = () => new Date().toISOString().slice(0, 10);

describe('console provider registry', () => {
  it('lists the merchant providers without secrets, creates one whose secret is shown once and signs', async () => {
    const before = await operator.call(listProviders, {});
    expect(before.list.map((p) => p.code)).toContain('FICHA');
    expect(JSON.stringify(before)).not.toContain(f.provider.secret);

    const created = await operator.call(createProvider, { code: 'ACME', ...fields, categories: ['slots'] });
    expect(created.provider).toMatchObject({ code: 'ACME', enabled: true, categories: ['slots'] });
    expect(created.secret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(await operator.call(listProviders, {}))).not.toContain(created.secret);

    const acme = createSeamlessClient({ baseUrl, provider: 'ACME', secret: created.secret });
    expect((await acme.call(seamlessBalance, { playerId: 'someone' })).envelope).toMatchObject({
      errorCode: 'PLAYER_NOT_FOUND',
    });
    expect(await failureOf(operator, createProvider, { code: 'ACME', ...fields, categories: ['slots'] })).toMatchObject(
      { errorCode: 'conflict', status: 409 },
    );

    const audit = await operator.call(listAuditLog, {});
    const entry = audit.list.find((e) => e.action === 'provider.create');
    expect(entry).toMatchObject({ target: 'provider:ACME', actor: 'admin' });
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('edits, disables and rotates the secret: the old secret stops working at once', async () => {
    const { provider, secret } = await operator.call(createProvider, {
      code: 'ROTA',
      ...fields,
      categories: ['table', 'live'],
    });
    const edited = await operator.call(updateProvider, {
      id: provider.id,
      ...fields,
      name: 'Rota Live',
      categories: ['live'],
      enabled: false,
    });
    expect(edited).toMatchObject({ name: 'Rota Live', enabled: false, categories: ['live'] });
    const old = createSeamlessClient({ baseUrl, provider: 'ROTA', secret });
    expect((await old.call(seamlessBalance, { playerId: 'x' })).envelope).toMatchObject({
      errorCode: 'PROVIDER_DISABLED',
    });
    await operator.call(updateProvider, { id: provider.id, ...fields, categories: ['live'], enabled: true });
    const rotated = await operator.call(rotateProviderSecret, { id: provider.id });
    expect(rotated.secret).not.toBe(secret);
    expect((await old.call(seamlessBalance, { playerId: 'x' })).envelope).toMatchObject({
      errorCode: 'INVALID_SIGNATURE',
    });
    const fresh = createSeamlessClient({ baseUrl, provider: 'ROTA', secret: rotated.secret });
    expect((await fresh.call(seamlessBalance, { playerId: 'x' })).envelope).toMatchObject({
      errorCode: 'PLAYER_NOT_FOUND',
    });
    const actions = (await operator.call(listAuditLog, {})).list.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['provider.update', 'provider.rotate_secret']));
  });

  it('refuses bad fields, members, and operators of another merchant', async () => {
    for (const bad of [
      { code: 'lower', ...fields, categories: ['slots'] },
      { code: 'OK_CODE', ...fields, baseUrl: 'javascript:alert(1)', categories: ['slots'] },
      { code: 'OK_CODE', ...fields, categories: [] },
      { code: 'OK_CODE', ...fields, categories: ['poker'] },
    ]) {
      expect((await failureOf(operator, createProvider, bad as never)).status).toBe(400);
    }
    await createMerchant(t.db, { code: 'ajeno', operator: { username: 'ajeno', password: 'Ajeno#2026' } });
    const { token } = await apiClient(baseUrl).call(operatorLogin, {
      merchantCode: 'ajeno',
      username: 'ajeno',
      password: 'Ajeno#2026',
    });
    const stranger = apiClient(baseUrl, { token });
    expect((await stranger.call(listProviders, {})).list).toEqual([]);
    const ficha = (await operator.call(listProviders, {})).list.find((p) => p.code === 'FICHA');
    expect(await failureOf(stranger, rotateProviderSecret, { id: ficha!.id })).toMatchObject({ status: 404 });
    expect(
      await failureOf(stranger, updateProvider, { id: ficha!.id, ...fields, categories: ['slots'] }),
    ).toMatchObject({ status: 404 });
    expect((await failureOf(apiClient(baseUrl), listProviders, {})).status).toBe(401);
  });
});

describe('daily reconciliation', () => {
  it("matches each provider's rounds against the ledger and reports a mismatch without fixing it", async () => {
    const { playerId } = await f.authenticatedPlayer(50_00n);
    const won = randomUUID();
    const cancelled = randomUUID();
    const betId = randomUUID();
    await f.client.call(seamlessDebit, {
      playerId,
      transactionId: randomUUID(),
      roundId: won,
      gameCode: 'g',
      amount: 5,
    });
    await f.client.call(seamlessCredit, {
      playerId,
      transactionId: randomUUID(),
      roundId: won,
      gameCode: 'g',
      amount: 8,
      roundEnded: true,
    });
    await f.client.call(seamlessDebit, {
      playerId,
      transactionId: betId,
      roundId: cancelled,
      gameCode: 'g',
      amount: 2,
    });
    await f.client.call(seamlessRollback, {
      playerId,
      transactionId: randomUUID(),
      referenceTransactionId: betId,
      roundId: cancelled,
    });

    const clean = await operator.call(getProviderReconciliation, { date: today() });
    const ficha = clean.providers.find((p) => p.providerCode === 'FICHA');
    expect(ficha).toMatchObject({
      rounds: 2,
      recordStake: 5,
      recordWin: 8,
      ledgerStake: 5,
      ledgerWin: 8,
      mismatches: [],
    });

    await t.db.update(betRecords).set({ winMinor: 9_00n }).where(eq(betRecords.roundId, won));
    const entriesBefore = (await t.db.select().from(journalEntries)).length;
    const report = await operator.call(getProviderReconciliation, { date: today() });
    expect(report.providers.find((p) => p.providerCode === 'FICHA')?.mismatches).toEqual([
      { roundId: won, recordStake: 5, recordWin: 9, ledgerStake: 5, ledgerWin: 8 },
    ]);
    expect((await t.db.select().from(journalEntries)).length).toBe(entriesBefore);
    await t.db.update(betRecords).set({ winMinor: 8_00n }).where(eq(betRecords.roundId, won));

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await operator.call(getProviderReconciliation, { date: yesterday })).providers.find(
        (p) => p.providerCode === 'FICHA',
      )?.rounds,
    ).toBe(0);
    expect((await failureOf(operator, getProviderReconciliation, { date: '2026-13-45' })).status).toBe(400);
  });
});
