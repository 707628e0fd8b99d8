import {
  approveDeposit,
  createPaymentChannel,
  freePlay,
  getDepositProof,
  getDepositSettings,
  getMyDepositProof,
  getWalletBalance,
  listAuditLog,
  listDepositChannels,
  listMyDeposits,
  listPaymentChannels,
  login,
  rejectDeposit,
  searchDeposits,
  submitDeposit,
  updatePaymentChannel,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let player: ApiClient;

/** A real 1×1 PNG and the first bytes of a JPEG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const pngProof = { contentType: 'image/png' as const, dataBase64: png.toString('base64') };

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  player = await signIn('jugador1');
});
afterAll(() => t.close());

async function signIn(username: string) {
  return apiClient(baseUrl, {
    token: (await apiClient(baseUrl).call(login, { username, password: 'Demo1234' })).token,
  });
}

const rowCount = async (table: string) => {
  const result = await t.db.execute(sql.raw(`select count(*)::int as n from platform.${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};
const balanceOf = async (client: ApiClient) => (await client.call(getWalletBalance, {})).sumBalance;

const deposit = (overrides: Partial<EndpointInput<typeof submitDeposit>> = {}) =>
  ({ channelCode: 'banco-demo', amount: 250.5, reference: 'REF-1', proof: pngProof, ...overrides }) as EndpointInput<
    typeof submitDeposit
  >;

describe('deposit settings and channels', () => {
  it('allows a member to deposit and counts its approved deposits (the seeded one)', async () => {
    expect(await player.call(getDepositSettings, {})).toEqual({ allowDeposit: 'Y', totalDepositSuccessCount: 1 });
  });

  it('lists the enabled channels in order, named in the request language, with receiving accounts', async () => {
    const channels = await player.call(listDepositChannels, {});
    expect(channels.map((c) => [c.code, c.kind, c.name])).toEqual([
      ['banco-demo', 'bank_transfer', 'Bank transfer'],
      ['billetera-demo', 'ewallet', 'E-wallet'],
      ['pasarela-demo', 'gateway', 'Online payment'],
    ]);
    expect(channels[0]).toMatchObject({ bankName: 'Banco Demo', minAmount: 100, maxAmount: 50000 });
  });

  it('funds jugador1 with a real deposit entry once: seeding again changes nothing', async () => {
    expect(await balanceOf(player)).toBe(1000);
    expect(await seedDemo(t.connection)).toBe(false);
    expect(await balanceOf(player)).toBe(1000);
    const entries = await t.db.execute(
      sql`select e.kind, e.idempotency_key from platform.journal_entries e join platform.deposits d on d.entry_id = e.id`,
    );
    expect((entries as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'deposit', idempotency_key: 'deposit:1' },
    ]);
  });

  it('refuses trial accounts', async () => {
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    expect(await trial.call(getDepositSettings, {})).toEqual({ allowDeposit: 'N', totalDepositSuccessCount: 0 });
    expect((await failureOf(trial, listDepositChannels, {})).errorCode).toBe('in_need_true_account');
    expect((await failureOf(trial, submitDeposit, deposit())).errorCode).toBe('in_need_true_account');
    expect((await failureOf(trial, listMyDeposits, {})).errorCode).toBe('in_need_true_account');
  });
});

describe('payment channels in the console', () => {
  it('creates, edits, disables and orders channels, each change audited', async () => {
    const created = await operator.call(createPaymentChannel, {
      code: 'oxxo',
      kind: 'ewallet',
      name: 'OXXO',
      names: { EN: 'OXXO Pay' },
      bankName: '',
      accountHolder: 'Ficha',
      accountNumber: '4152-3138',
      instructions: '',
      minAmount: 1,
      maxAmount: 100,
      enabled: true,
      sortOrder: 0,
    });
    expect(created).toMatchObject({ code: 'oxxo', minAmount: 1, maxAmount: 100, enabled: true });
    expect((await player.call(listDepositChannels, {}))[0]?.code).toBe('oxxo');
    const updated = await operator.call(updatePaymentChannel, { id: created.id, enabled: false, sortOrder: 9 });
    expect(updated).toMatchObject({ enabled: false, sortOrder: 9, name: 'OXXO' });
    expect((await player.call(listDepositChannels, {})).map((c) => c.code)).not.toContain('oxxo');
    expect((await failureOf(player, submitDeposit, deposit({ channelCode: 'oxxo' }))).errorCode).toBe(
      'deposit_channel_unavailable',
    );
    expect((await operator.call(listPaymentChannels, {})).at(-1)?.code).toBe('oxxo');
    const audit = await operator.call(listAuditLog, {});
    expect(audit.list.slice(0, 2).map((a) => a.action)).toEqual(['payment_channel.update', 'payment_channel.create']);
  });

  it('refuses min above max, a manual channel without an account, and a taken code', async () => {
    const base = {
      code: 'nuevo',
      kind: 'bank_transfer' as const,
      name: 'Nuevo',
      names: {},
      bankName: 'B',
      accountHolder: 'H',
      accountNumber: '1',
      instructions: '',
      minAmount: 10,
      maxAmount: 5,
      enabled: true,
      sortOrder: 0,
    };
    expect((await failureOf(operator, createPaymentChannel, base)).errorCode).toBe('payment_channel_invalid');
    expect(
      (await failureOf(operator, createPaymentChannel, { ...base, maxAmount: 50, accountNumber: '' })).errorCode,
    ).toBe('payment_channel_invalid');
    expect(
      (await failureOf(operator, createPaymentChannel, { ...base, code: 'banco-demo', maxAmount: 50 })).errorCode,
    ).toBe('payment_channel_code_taken');
    for (const minAmount of [-1, 0, 1.234, '1e3', Number.NaN, 1e20, 'diez', null])
      expect(
        (await failureOf(operator, createPaymentChannel, { ...base, maxAmount: 50, minAmount } as never)).errorCode,
      ).toBe('request_param_err');
  });
});

describe('manual deposits', () => {
  it('refuses bad amounts and amounts outside the channel limits, storing nothing', async () => {
    const before = await rowCount('deposits');
    for (const amount of [-1, 0, 1.234, '1e3', Number.NaN, 1e20, 'cien', null]) {
      const failure = await failureOf(player, submitDeposit, deposit({ amount } as never));
      expect([failure.status, failure.errorCode], String(amount)).toEqual([400, 'request_param_err']);
    }
    expect((await failureOf(player, submitDeposit, deposit({ amount: 99.99 }))).errorCode).toBe(
      'deposit_amount_out_of_range',
    );
    expect((await failureOf(player, submitDeposit, deposit({ amount: 50_000.01 }))).errorCode).toBe(
      'deposit_amount_out_of_range',
    );
    expect(await rowCount('deposits')).toBe(before);
    // The limits themselves are inside.
    for (const amount of [100, 50_000])
      expect((await player.call(submitDeposit, deposit({ amount }))).status).toBe('pending');
  });

  it('checks the proof by its bytes and size, storing nothing when it is bad', async () => {
    const before = await rowCount('deposit_proofs');
    const bad = [
      { contentType: 'image/jpeg', dataBase64: png.toString('base64') },
      { contentType: 'image/png', dataBase64: Buffer.from('GIF89a not a png').toString('base64') },
      { contentType: 'image/png', dataBase64: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64') },
    ];
    for (const proof of bad)
      expect((await failureOf(player, submitDeposit, deposit({ proof } as never))).errorCode).toBe(
        'deposit_proof_invalid',
      );
    for (const proof of [
      { contentType: 'image/gif', dataBase64: 'R0lGODlh' },
      { contentType: 'image/png', dataBase64: '***' },
      null,
    ])
      expect((await failureOf(player, submitDeposit, deposit({ proof } as never))).errorCode).toBe('request_param_err');
    expect(await rowCount('deposit_proofs')).toBe(before);
  });

  it('takes a request pending, then an approval credits the wallet once and is audited', async () => {
    const balance = await balanceOf(player);
    const request = await player.call(
      submitDeposit,
      deposit({ proof: { contentType: 'image/jpeg', dataBase64: jpeg.toString('base64') } }),
    );
    expect(request).toMatchObject({ status: 'pending', amount: 250.5, channelCode: 'banco-demo', hasProof: true });
    expect(await balanceOf(player)).toBe(balance);
    expect((await player.call(listMyDeposits, {})).list[0]).toMatchObject({ id: request.id, status: 'pending' });
    expect(await player.call(getMyDepositProof, { depositId: request.id })).toEqual({
      contentType: 'image/jpeg',
      dataBase64: jpeg.toString('base64'),
    });

    const queue = await operator.call(searchDeposits, { status: 'pending', username: 'JUGADOR1' });
    expect(queue.list.map((d) => d.id)).toContain(request.id);
    expect((await operator.call(getDepositProof, { depositId: request.id })).contentType).toBe('image/jpeg');

    const approved = await operator.call(approveDeposit, { depositId: request.id });
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'admin', username: 'jugador1' });
    expect(await balanceOf(player)).toBe(balance + 250.5);
    expect((await failureOf(operator, approveDeposit, { depositId: request.id })).errorCode).toBe(
      'deposit_not_pending',
    );
    expect((await failureOf(operator, rejectDeposit, { depositId: request.id, reason: 'x' })).errorCode).toBe(
      'deposit_not_pending',
    );
    expect(await balanceOf(player)).toBe(balance + 250.5);
    expect((await operator.call(listAuditLog, {})).list[0]).toMatchObject({
      action: 'deposit.approve',
      target: `deposit:${request.id}`,
      actor: 'admin',
    });
    const entries = await t.db.execute(
      sql`select kind, source from platform.journal_entries where idempotency_key = ${`deposit:${request.id}`}`,
    );
    expect((entries as unknown as { rows: unknown[] }).rows).toEqual([{ kind: 'deposit', source: 'deposits' }]);
    expect(await player.call(getDepositSettings, {})).toEqual({ allowDeposit: 'Y', totalDepositSuccessCount: 2 });
  });

  it('rejects with a reason and moves no money; a rejected deposit cannot be approved', async () => {
    const balance = await balanceOf(player);
    const request = await player.call(submitDeposit, deposit({ channelCode: 'billetera-demo', amount: 75 }));
    expect((await failureOf(operator, rejectDeposit, { depositId: request.id, reason: '' } as never)).status).toBe(400);
    const rejected = await operator.call(rejectDeposit, { depositId: request.id, reason: 'No llegó la transferencia' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'No llegó la transferencia' });
    expect((await failureOf(operator, approveDeposit, { depositId: request.id })).errorCode).toBe(
      'deposit_not_pending',
    );
    expect(await balanceOf(player)).toBe(balance);
    expect((await player.call(listMyDeposits, {})).list[0]).toMatchObject({ id: request.id, status: 'rejected' });
    expect((await operator.call(listAuditLog, {})).list[0]?.action).toBe('deposit.reject');
  });

  it("tells the member's open socket live: the new balance, then the arrival with its amount; a rejection is quiet", async () => {
    const token = (await apiClient(baseUrl).call(login, { username: 'jugador1', password: 'Demo1234' })).token;
    const socket = await openSignedIn(baseUrl, token);
    const rejected = await player.call(submitDeposit, deposit({ amount: 120 }));
    await operator.call(rejectDeposit, { depositId: rejected.id, reason: 'Sin fondos' });
    const request = await player.call(submitDeposit, deposit({ amount: 123.45 }));
    const before = Date.now();
    await operator.call(approveDeposit, { depositId: request.id });
    // The first message after the rejection is this approval's balance push: the rejection sent nothing.
    expect(await socket.next()).toMatchObject({ type: 'balance', currency: 'USD', balance: await balanceOf(player) });
    const notice = await socket.next();
    expect(notice).toMatchObject({ type: 'notice', key: 'info_deposit_arrival', amount: 123.45 });
    expect(notice.type === 'notice' && Date.parse(notice.time)).toBeGreaterThanOrEqual(before - 1000);
    socket.socket.close();
  });

  it('credits once under concurrent approvals', async () => {
    const balance = await balanceOf(player);
    const request = await player.call(submitDeposit, deposit({ amount: 333.33 }));
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => operator.call(approveDeposit, { depositId: request.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(player)).toBeCloseTo(balance + 333.33, 2);
    expect((await player.call(listMyDeposits, {})).list[0]).toMatchObject({ id: request.id, status: 'approved' });
  });

  it('filters the queue by status, channel, member and date, with paging', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await operator.call(searchDeposits, { from: today, to: today, pageSize: 2 });
    expect(all.list).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    const wallet = await operator.call(searchDeposits, { channelCode: 'billetera-demo' });
    expect(wallet.list.every((d) => d.channelCode === 'billetera-demo')).toBe(true);
    expect(
      (await operator.call(searchDeposits, { status: 'rejected' })).list.every((d) => d.status === 'rejected'),
    ).toBe(true);
    expect((await operator.call(searchDeposits, { to: '2000-01-01' })).list).toEqual([]);
    expect((await operator.call(searchDeposits, { username: 'agente1' })).total).toBe(0);
    expect((await failureOf(operator, searchDeposits, { from: 'ayer' })).status).toBe(400);
  });
});

describe('who sees which deposit', () => {
  it("keeps a player out of another member's deposits and proofs", async () => {
    const mine = await player.call(submitDeposit, deposit({ reference: 'MINE' }));
    const agent = await signIn('agente1');
    expect((await agent.call(listMyDeposits, {})).list).toEqual([]);
    expect((await failureOf(agent, getMyDepositProof, { depositId: mine.id })).errorCode).toBe('not_found');
    expect((await failureOf(apiClient(baseUrl), listMyDeposits, {})).status).toBe(401);
    expect((await failureOf(player, searchDeposits, {})).status).toBe(401);
  });

  it("keeps another merchant's operator out of the queue, the proofs and the approvals", async () => {
    const request = await player.call(submitDeposit, deposit({ reference: 'RIVAL' }));
    const rival = await foreignOperatorClient(t, baseUrl);
    expect((await rival.call(searchDeposits, {})).list).toEqual([]);
    expect(await rival.call(listPaymentChannels, {})).toEqual([]);
    expect((await failureOf(rival, getDepositProof, { depositId: request.id })).errorCode).toBe('not_found');
    expect((await failureOf(rival, approveDeposit, { depositId: request.id })).errorCode).toBe('not_found');
    expect((await failureOf(rival, rejectDeposit, { depositId: request.id, reason: 'no' })).errorCode).toBe(
      'not_found',
    );
    const channelId = (await operator.call(listPaymentChannels, {}))[0]!.id;
    expect((await failureOf(rival, updatePaymentChannel, { id: channelId, enabled: false })).errorCode).toBe(
      'not_found',
    );
    expect((await player.call(listMyDeposits, {})).list[0]).toMatchObject({ id: request.id, status: 'pending' });
  });
});
