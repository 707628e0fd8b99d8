import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { createOutboxService, type OutboxEntry, type OutboxService } from './outbox.service.ts';

let t: TestApp;
let outbox: OutboxService;
let demoId: number;
let otherId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  outbox = createOutboxService(t.db);
  const demo = await t.db.query.merchants.findFirst({ where: (m, { eq }) => eq(m.code, 'demo') });
  demoId = demo!.id;
  otherId = (await createMerchant(t.db, { code: 'other' })).id;
  const message = (i: number): OutboxEntry =>
    i % 3 === 0
      ? {
          merchantId: demoId,
          channel: 'email',
          recipient: `Player${i}@Example.com`,
          subject: `Subject ${i}`,
          body: `Body ${i}`,
          purpose: 'reset',
          status: 'stored',
        }
      : {
          merchantId: demoId,
          channel: 'sms',
          recipient: `+52550000000${i}`,
          body: `Code ${i}`,
          purpose: 'register',
          status: i === 4 ? 'failed' : 'sent',
          error: i === 4 ? 'gateway answered 500' : null,
        };
  for (let i = 1; i <= 9; i++) await outbox.record(message(i));
  await outbox.record({ ...message(1), merchantId: otherId, recipient: '+5255%_other' });
  token = await loginDemoOperator(t.app);
});
afterAll(() => t.close());

describe('outbox service', () => {
  it('lists the merchant messages newest first, page by page', async () => {
    const first = await outbox.list(demoId, { pageNo: 1, pageSize: 4 });
    expect(first.totalPages).toBe(3);
    expect(first.list.map((m) => m.body)).toEqual(['Body 9', 'Code 8', 'Code 7', 'Body 6']);
    const last = await outbox.list(demoId, { pageNo: 3, pageSize: 4 });
    expect(last.list.map((m) => m.body)).toEqual(['Code 1']);
    expect(last.pageNo).toBe(3);
    expect((await outbox.list(demoId, { pageNo: 9, pageSize: 4 })).list).toEqual([]);
  });

  it('shapes each message for the contract', async () => {
    const { list } = await outbox.list(demoId, { pageNo: 1, pageSize: 1 });
    expect(list[0]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      recipient: 'Player9@Example.com',
      subject: 'Subject 9',
      body: 'Body 9',
      purpose: 'reset',
      status: 'stored',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by channel and by any part of the recipient, ignoring case', async () => {
    const emails = await outbox.list(demoId, { channel: 'email', pageNo: 1, pageSize: 20 });
    expect(emails.list.map((m) => m.recipient)).toEqual([
      'Player9@Example.com',
      'Player6@Example.com',
      'Player3@Example.com',
    ]);
    const byRecipient = await outbox.list(demoId, { recipient: 'player6@EXAMPLE', pageNo: 1, pageSize: 20 });
    expect(byRecipient.list.map((m) => m.body)).toEqual(['Body 6']);
    const smsFour = await outbox.list(demoId, { channel: 'sms', recipient: '00004', pageNo: 1, pageSize: 20 });
    expect(smsFour.list).toMatchObject([{ status: 'failed', body: 'Code 4' }]);
    expect((await outbox.list(demoId, { channel: 'sms', recipient: 'Player', pageNo: 1, pageSize: 20 })).list).toEqual(
      [],
    );
  });

  it('treats % and _ in the recipient search as plain characters', async () => {
    expect((await outbox.list(demoId, { recipient: '%', pageNo: 1, pageSize: 20 })).list).toEqual([]);
    expect((await outbox.list(otherId, { recipient: '5%_', pageNo: 1, pageSize: 20 })).list).toHaveLength(1);
  });

  it('keeps merchants apart', async () => {
    const other = await outbox.list(otherId, { pageNo: 1, pageSize: 20 });
    expect(other.list.map((m) => m.recipient)).toEqual(['+5255%_other']);
    expect(other.totalPages).toBe(1);
  });
});

describe('GET /cms/v1/outbox', () => {
  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  it("answers the operator's own merchant messages with the filters of the query", async () => {
    const response = await get('/cms/v1/outbox?channel=sms&pageSize=2&pageNo=2');
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value.pageNo).toBe(2);
    expect(value.totalPages).toBe(3);
    expect(value.list.map((m: { body: string }) => m.body)).toEqual(['Code 5', 'Code 4']);
    const all = (await get('/cms/v1/outbox?pageSize=100')).json().value.list;
    expect(all.some((m: { recipient: string }) => m.recipient.includes('other'))).toBe(false);
  });

  it('needs an operator session and refuses unknown filters', async () => {
    expect((await get('/cms/v1/outbox', '')).statusCode).toBe(401);
    const bad = await get('/cms/v1/outbox?channel=fax');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request_param_err');
  });
});
