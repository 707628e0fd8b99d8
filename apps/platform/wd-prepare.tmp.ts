import { createApiClient } from '@ficha/contract/client';
import {
  approveWithdrawal, bindBankAccount, confirmWithdrawal, login, payWithdrawal, rejectWithdrawal, requestWithdrawal,
  setPaymentPassword,
} from '@ficha/contract';
import pg from 'pg';
import { createDb } from './src/db/database.ts';
import { createLedgerService } from './src/modules/ledger/ledger.service.ts';

const base = 'http://127.0.0.1:8347';
const player = (token?: string) => createApiClient({ baseUrl: base, token: () => token, merchant: () => 'demo', language: () => 'ES' });
const { token } = await player().call(login, { username: 'jugador1', password: 'Demo1234' });
const p = player(token);
await p.call(setPaymentPassword, { loginPassword: 'Demo1234', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
const acc = await p.call(bindBankAccount, { payeeName: 'Jugador Uno', bankName: 'BBVA México', accountNumber: '012180001234567890', paymentPassword: '123456' });
await p.call(bindBankAccount, { payeeName: 'Jugador Uno', bankName: 'Banorte', accountNumber: '072180009876543210', paymentPassword: '123456' });

const client = new pg.Client(process.env.DB); await client.connect();
const db = createDb({ kind: 'pg', client } as never);
const ledger = createLedgerService(db);
const m = (await client.query("select id from platform.merchants where code='demo'")).rows[0].id;
const mem = (await client.query("select id from platform.members where username='jugador1'")).rows[0].id;
const wallet = await ledger.account({ merchantId: m, currency: 'USD', kind: 'player_wallet', ownerMemberId: mem });
const world = await ledger.account({ merchantId: m, currency: 'USD', kind: 'outside_world', ownerRef: 'channel:demo' });
const house = await ledger.account({ merchantId: m, currency: 'USD', kind: 'house', ownerRef: 'provider:demo' });
let n = 0;
const post = (kind: string, walletAmount: bigint, other: number) => ledger.post({ merchantId: m, currency: 'USD', kind, source: 'screens', idempotencyKey: `s${n++}`, lines: [{ accountId: wallet.id, amountMinor: walletAmount }, { accountId: other, amountMinor: -walletAmount }] });
await post('deposit', 2_000_000n, world.id);
await post('bet', -2_000_000n, house.id);
await post('win', 2_062_050n, house.id);
const ops = createApiClient({ baseUrl: base, token: () => opToken, merchant: () => 'demo', language: () => 'ES' });
let opToken = (await (await fetch(`${base}/cms/v1/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ merchantCode: 'demo', username: 'admin', password: 'Admin#2026' }) })).json()).value.token;
const w1 = await p.call(requestWithdrawal, { amount: 150, bankAccountId: acc.id, paymentPassword: '123456' });
const w2 = await p.call(requestWithdrawal, { amount: 320.5, bankAccountId: acc.id, paymentPassword: '123456' });
const w3 = await p.call(requestWithdrawal, { amount: 80, bankAccountId: acc.id, paymentPassword: '123456' });
const w4 = await p.call(requestWithdrawal, { amount: 12000, bankAccountId: acc.id, paymentPassword: '123456' });
await ops.call(approveWithdrawal, { withdrawalId: w1.id }); await ops.call(payWithdrawal, { withdrawalId: w1.id });
await ops.call(approveWithdrawal, { withdrawalId: w2.id }); await ops.call(payWithdrawal, { withdrawalId: w2.id });
await ops.call(rejectWithdrawal, { withdrawalId: w3.id, reason: 'El titular no coincide con el banco' });
await ops.call(approveWithdrawal, { withdrawalId: w4.id });
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
await p.call(confirmWithdrawal, { withdrawalId: w2.id, answer: 'not_received', proofImage: png.toString('base64') });
await p.call(requestWithdrawal, { amount: 45.25, bankAccountId: acc.id, paymentPassword: '123456' });
await client.end();
console.log('prepared');
