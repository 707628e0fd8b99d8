import {
  answerConsoleFeedback,
  getCaptcha,
  getInbox,
  getInboxEmfe,
  getInboxUnreadCountEmfe,
  getUnreadMessageCount,
  listAuditLog,
  listConsoleFeedback,
  login,
  markMessageRead,
  sendFeedback,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { feedbackIpLimit } from './feedback.service.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let otherOperator: ApiClient;
let nextIp = 1;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  otherOperator = await foreignOperatorClient(t, baseUrl);
});
afterAll(() => t.close());

/** A caller from an address of its own, so each test starts with fresh rate-limit counters. */
const freshIp = () => `198.51.100.${nextIp++}`;

async function signInWithToken(username: string, ip = freshIp()) {
  const { token } = await apiClient(baseUrl, { ip }).call(login, { username, password: 'Demo1234' });
  return { token, client: apiClient(baseUrl, { token, ip }) };
}
const signIn = async (username: string) => (await signInWithToken(username)).client;

/** Feedback with a solved captcha (every test captcha reads TEAM). */
async function send(client: ApiClient, overrides: Partial<EndpointInput<typeof sendFeedback>> = {}) {
  const { captchaId } = await client.call(getCaptcha, {});
  return client.call(sendFeedback, {
    type: 3,
    content: 'The dice game froze',
    captchaId,
    captcha: 'team',
    ...overrides,
  });
}

async function sendFailure(client: ApiClient, overrides: Record<string, unknown>) {
  const { captchaId } = await client.call(getCaptcha, {});
  const input = { type: 3, content: 'The dice game froze', captchaId, captcha: 'TEAM', ...overrides };
  return failureOf(client, sendFeedback, input as EndpointInput<typeof sendFeedback>);
}

const feedbackCount = async () => {
  const result = await t.db.execute(sql`select count(*)::int as n from platform.feedback`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

describe('sending feedback', () => {
  it('takes feedback from a visitor and from a member (the member from the token, never from `sender`)', async () => {
    const visitor = apiClient(baseUrl, { ip: freshIp() });
    const fromVisitor = await send(visitor, { sender: 'Ana', content: '  Where is my deposit?  ', type: 1 });
    const member = await signIn('jugador1');
    const fromMember = await send(member, { sender: 'agente1', type: 0 });

    const inbox = await operator.call(listConsoleFeedback, { status: 'open' });
    const visitorRow = inbox.list.find((f) => f.id === fromVisitor.id);
    expect(visitorRow).toMatchObject({ memberId: null, sender: 'Ana', type: 1, content: 'Where is my deposit?' });
    const memberRow = inbox.list.find((f) => f.id === fromMember.id);
    expect(memberRow).toMatchObject({ sender: 'jugador1', type: 0, status: 'open' });
    expect(memberRow?.memberId).toEqual(expect.any(Number));
  });

  it('refuses empty, whitespace-only, 201-character and unknown-type feedback, and a wrong captcha', async () => {
    const visitor = apiClient(baseUrl, { ip: freshIp() });
    const before = await feedbackCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['empty', { content: '' }, 'request_param_err'],
      ['whitespace only', { content: ' \n\t ' }, 'request_param_err'],
      ['201 characters', { content: 'x'.repeat(201) }, 'request_param_err'],
      ['type 5', { type: 5 }, 'request_param_err'],
      ['type as text', { type: '3' }, 'request_param_err'],
      ['no captcha', { captcha: '' }, 'request_param_err'],
    ];
    for (const [label, overrides, code] of cases) {
      const error = await sendFailure(visitor, overrides);
      expect([label, error.status, error.errorCode]).toEqual([label, 400, code]);
    }
    const wrong = await sendFailure(apiClient(baseUrl, { ip: freshIp() }), { captcha: 'NOPE' });
    expect([wrong.status, wrong.errorCode]).toEqual([400, 'captcha_error']);
    expect(await feedbackCount()).toBe(before);
    // 200 characters after trimming is the most there is.
    const longest = await send(apiClient(baseUrl, { ip: freshIp() }), { content: ` ${'y'.repeat(200)} ` });
    expect(longest.id).toEqual(expect.any(Number));
  });

  it('uses a captcha once', async () => {
    const visitor = apiClient(baseUrl, { ip: freshIp() });
    const { captchaId } = await visitor.call(getCaptcha, {});
    await visitor.call(sendFeedback, { type: 4, content: 'first', captchaId, captcha: 'TEAM' });
    const again = await failureOf(visitor, sendFeedback, { type: 4, content: 'again', captchaId, captcha: 'TEAM' });
    expect(again.errorCode).toBe('captcha_error');
  });

  it('limits feedback per address', async () => {
    const visitor = apiClient(baseUrl, { ip: freshIp() });
    for (let i = 0; i < feedbackIpLimit.limit; i += 1) await send(visitor, { content: `note ${i}` });
    const before = await feedbackCount();
    const limited = await sendFailure(visitor, { content: 'one too many' });
    expect([limited.status, limited.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await feedbackCount()).toBe(before);
  });
});

describe('answering feedback', () => {
  it('sends the answer to its player as a message, and only to that player', async () => {
    const { token, client: player } = await signInWithToken('jugador1');
    const other = await signIn('agente2');
    const socket = await openSignedIn(baseUrl, token);
    const { count: otherBefore } = await other.call(getUnreadMessageCount, {});
    const { count: unreadBefore } = await player.call(getUnreadMessageCount, {});
    const { id } = await send(player, { content: 'Withdrawal pending for two days', type: 2 });

    const answered = await operator.call(answerConsoleFeedback, { id, answer: ' It was paid this morning. ' });
    expect(answered).toMatchObject({ status: 'answered', answer: 'It was paid this morning.', answeredBy: 'admin' });
    // The player's open socket hears of the new message.
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_new_mail' });
    socket.socket.close();

    expect((await player.call(getUnreadMessageCount, {})).count).toBe(unreadBefore + 1);
    expect((await other.call(getUnreadMessageCount, {})).count).toBe(otherBefore);
    const inbox = await player.call(getInbox, { page: 1, size: 10 });
    const message = inbox.list[0]!;
    expect(message).toMatchObject({
      kind: 'feedback_answer',
      body: 'It was paid this morning.',
      quote: 'Withdrawal pending for two days',
      read: false,
    });
    expect((await other.call(getInbox, {})).list.some((m) => m.id === message.id)).toBe(false);

    // Another member can neither read nor mark it.
    expect((await failureOf(other, markMessageRead, { id: message.id })).errorCode).toBe('not_found');
    expect((await player.call(markMessageRead, { id: message.id })).count).toBe(unreadBefore);
    expect((await player.call(markMessageRead, { id: message.id })).count).toBe(unreadBefore);
    expect((await player.call(getInbox, {})).list[0]?.read).toBe(true);

    const audit = await operator.call(listAuditLog, { pageNo: 1, pageSize: 20 });
    expect(audit.list.find((r) => r.target === `feedback:${id}`)?.action).toBe('feedback.answer');
  });

  it("answers the mobile client's names of the inbox (EMFE_*) from the same messages", async () => {
    const player = await signIn('jugador1');
    const { id } = await send(player, { content: 'Where is my bonus?', type: 0 });
    await operator.call(answerConsoleFeedback, { id, answer: 'On its way.' });
    const emfe = await player.call(getInboxEmfe, { page: 1, size: 1 });
    expect(emfe).toEqual(await player.call(getInbox, { page: 1, size: 1 }));
    expect(emfe.list[0]).toMatchObject({ body: 'On its way.', read: false });
    const unread = await player.call(getInboxUnreadCountEmfe, {});
    expect(unread).toBe((await player.call(getUnreadMessageCount, {})).count);
    expect(unread).toBeGreaterThan(0);
    for (const bad of [{ size: 51 }, { page: 0 }, { folder: 'sent' }]) {
      expect((await failureOf(player, getInboxEmfe, bad as never)).errorCode).toBe('request_param_err');
    }
  });

  it('answers once, keeps a visitor’s answer without a message, and stays inside the merchant', async () => {
    const { id } = await send(apiClient(baseUrl, { ip: freshIp() }), { sender: 'Luis' });
    const messages = async () => {
      const result = await t.db.execute(sql`select count(*)::int as n from platform.member_messages`);
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    const before = await messages();
    expect((await failureOf(otherOperator, answerConsoleFeedback, { id, answer: 'Hi' })).errorCode).toBe('not_found');
    expect((await otherOperator.call(listConsoleFeedback, {})).list).toEqual([]);
    await operator.call(answerConsoleFeedback, { id, answer: 'Thanks, Luis.' });
    expect(await messages()).toBe(before);
    const twice = await failureOf(operator, answerConsoleFeedback, { id, answer: 'Again' });
    expect([twice.status, twice.errorCode]).toEqual([409, 'conflict']);
    expect((await failureOf(operator, answerConsoleFeedback, { id, answer: '   ' })).status).toBe(400);
    const answeredOnly = await operator.call(listConsoleFeedback, { status: 'answered' });
    expect(answeredOnly.list.every((f) => f.status === 'answered')).toBe(true);
    expect(answeredOnly.list.some((f) => f.id === id)).toBe(true);
  });

  it('keeps the inbox to operators and the messages to members', async () => {
    expect((await failureOf(apiClient(baseUrl), listConsoleFeedback, {})).status).toBe(401);
    expect((await failureOf(apiClient(baseUrl), getUnreadMessageCount, {})).status).toBe(401);
    expect((await failureOf(operator, getInbox, {})).status).toBe(401);
  });
});
