import {
  assignSupportConversation,
  createCannedReply,
  deleteCannedReply,
  getChatImage,
  getChatMessages,
  getChatPermission,
  getChatUnreadCount,
  getImUrl,
  getMemberSupportHistory,
  getSupportConversation,
  getSupportImage,
  launchChat,
  listCannedReplies,
  listChatModels,
  listSupportConversations,
  login,
  markChatRead,
  markSupportConversationRead,
  realtimeCloseCode,
  replySupportConversation,
  sendChatMessage,
  setSupportConversationStatus,
  startVisitorChat,
  supportMessageMaxLength,
  updateCannedReply,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, createMerchant, createOperator, testOperatorPassword } from '../../../test/factories.ts';
import { loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { openSupportIm, openSupportImAs } from '../../../test/realtime-client.ts';
import { startSecondInstance } from '../../../test/second-instance.ts';
import { pngProof, refusedUploads } from '../../../test/security/hostile-files.ts';
import { auditLog, customerServiceLinks, merchants } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let demoId: number;
let ownerToken: string;
let owner: ApiClient;
let playerCount = 0;

beforeAll(async () => {
  t = await createTestApp({ REALTIME_HEARTBEAT_SECONDS: '1', TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  const [demo] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
  ownerToken = await loginDemoOperator(t.app);
  owner = apiClient(baseUrl, { token: ownerToken });
});
afterAll(() => t.close());

/** A new player of the demo merchant, signed in (each test its own, so rate limits and unread stay apart). */
async function newPlayer() {
  playerCount += 1;
  const username = `chatter${playerCount}`;
  const member = await createMember(t.db, { merchantId: demoId, username });
  const { token } = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
  return { member, token, client: apiClient(baseUrl, { token }) };
}

describe('a conversation between a player and the operators', () => {
  it('delivers a player message to the inbox and the answer to the player live, resuming from the last seen id', async () => {
    const player = await newPlayer();
    const operatorSocket = await openSupportImAs(baseUrl, 'operator', ownerToken);
    const playerSocket = await openSupportImAs(baseUrl, 'member', player.token, 'demo');
    expect(await player.client.call(getChatMessages, {})).toEqual({
      conversationId: null,
      status: null,
      messages: [],
      unread: 0,
      hasEarlier: false,
    });

    const first = await player.client.call(sendChatMessage, { text: '  Hola, no veo mi depósito  ' });
    expect(first).toMatchObject({ author: 'customer', text: 'Hola, no veo mi depósito', hasImage: false });
    expect(await operatorSocket.next()).toEqual({
      type: 'message',
      conversationId: first.conversationId,
      messageId: first.id,
    });
    expect(await playerSocket.next()).toMatchObject({ type: 'message', messageId: first.id });

    const inbox = await owner.call(listSupportConversations, {});
    const row = inbox.list.find((c) => c.id === first.conversationId);
    expect(row).toMatchObject({
      customerName: player.member.username,
      memberId: player.member.id,
      unread: 1,
      status: 'open',
      assignedOperatorId: null,
      lastMessageText: 'Hola, no veo mi depósito',
    });
    expect(inbox.unreadTotal).toBeGreaterThanOrEqual(1);

    const answer = await owner.call(replySupportConversation, {
      conversationId: first.conversationId,
      text: 'Lo revisamos ahora mismo',
    });
    expect(await playerSocket.next()).toEqual({
      type: 'message',
      conversationId: first.conversationId,
      messageId: answer.id,
    });
    expect(await player.client.call(getChatUnreadCount, {})).toEqual({ count: 1 });
    const resumed = await player.client.call(getChatMessages, { afterId: first.id });
    expect(resumed.messages).toEqual([
      expect.objectContaining({ id: answer.id, author: 'operator', operatorName: expect.any(String) }),
    ]);
    // The reply took the unassigned conversation and read what it answered.
    const after = await owner.call(getSupportConversation, { conversationId: String(first.conversationId) });
    expect(after.conversation).toMatchObject({ unread: 0, assignedOperatorName: expect.any(String) });
    expect(after.messages.map((m) => m.id)).toEqual([first.id, answer.id]);

    expect(await player.client.call(markChatRead, { upToId: answer.id })).toEqual({ count: 0 });
    expect(await player.client.call(getChatUnreadCount, {})).toEqual({ count: 0 });
    operatorSocket.socket.close();
    playerSocket.socket.close();
  });

  it('loses nothing across a reconnection: the client reads everything after its last seen id', async () => {
    const player = await newPlayer();
    const first = await player.client.call(sendChatMessage, { text: 'Primero' });
    // The player's socket is down while the operator writes three messages.
    const replies = [];
    for (const text of ['Uno', 'Dos', 'Tres'])
      replies.push(await owner.call(replySupportConversation, { conversationId: first.conversationId, text }));
    const socket = await openSupportImAs(baseUrl, 'member', player.token, 'demo');
    const missed = await player.client.call(getChatMessages, { afterId: first.id });
    expect(missed.messages.map((m) => m.text)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(missed.unread).toBe(3);
    socket.socket.close();
  });

  it('shows typing to the other side only, and to no other player', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const { conversationId } = await player.client.call(sendChatMessage, { text: 'Escribo' });
    const operatorSocket = await openSupportImAs(baseUrl, 'operator', ownerToken);
    const playerSocket = await openSupportImAs(baseUrl, 'member', player.token, 'demo');
    const otherSocket = await openSupportImAs(baseUrl, 'member', other.token, 'demo');
    playerSocket.send({ type: 'typing' });
    expect(await operatorSocket.next()).toEqual({ type: 'typing', conversationId, author: 'customer' });
    operatorSocket.send({ type: 'typing', conversationId });
    expect(await playerSocket.next()).toEqual({ type: 'typing', conversationId, author: 'operator' });
    // The other player heard none of it: its first message is its own.
    const own = await other.client.call(sendChatMessage, { text: 'Yo también' });
    expect(await otherSocket.next()).toMatchObject({ type: 'message', messageId: own.id });
    for (const s of [operatorSocket, playerSocket, otherSocket]) s.socket.close();
  });

  it('assigns, closes and reopens; a player message reopens a closed conversation; each change audited', async () => {
    const player = await newPlayer();
    const { conversationId } = await player.client.call(sendChatMessage, { text: 'Ayuda' });
    const assigned = await owner.call(assignSupportConversation, { conversationId });
    expect(assigned.assignedOperatorName).not.toBeNull();
    expect((await failureOf(owner, assignSupportConversation, { conversationId })).errorCode).toBe('conflict');
    expect(await owner.call(setSupportConversationStatus, { conversationId, status: 'closed' })).toMatchObject({
      status: 'closed',
    });
    const closedAgain = await failureOf(owner, setSupportConversationStatus, { conversationId, status: 'closed' });
    expect(closedAgain.errorCode).toBe('conflict');
    expect((await owner.call(listSupportConversations, { status: 'closed' })).list.map((c) => c.id)).toContain(
      conversationId,
    );
    await player.client.call(sendChatMessage, { text: 'Sigo sin poder' });
    expect((await player.client.call(getChatMessages, {})).status).toBe('open');
    const target = `support-conversation:${conversationId}`;
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.target, target));
    expect(audited.map((a) => a.action).sort()).toEqual(['support.assign', 'support.close']);
  });

  it('shows the conversation on the member detail page, and nothing for a member who never chatted', async () => {
    const player = await newPlayer();
    const quiet = await newPlayer();
    await player.client.call(sendChatMessage, { text: 'Historia' });
    const history = await owner.call(getMemberSupportHistory, { memberId: String(player.member.id) });
    expect(history.messages.map((m) => m.text)).toEqual(['Historia']);
    expect(await owner.call(getMemberSupportHistory, { memberId: String(quiet.member.id) })).toEqual({
      conversation: null,
      messages: [],
      hasEarlier: false,
    });
  });
});

describe('images', () => {
  it('stores a png checked like a deposit proof and serves it to the conversation and the operators only', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const message = await player.client.call(sendChatMessage, { text: '', image: pngProof });
    expect(message.hasImage).toBe(true);
    expect(await player.client.call(getChatImage, { messageId: message.id })).toEqual(pngProof);
    expect(await owner.call(getSupportImage, { messageId: String(message.id) })).toEqual(pngProof);
    const foreign = await failureOf(other.client, getChatImage, { messageId: message.id });
    expect([foreign.status, foreign.errorCode]).toEqual([404, 'not_found']);
    const anonymous = await failureOf(apiClient(baseUrl), getChatImage, { messageId: message.id });
    expect(anonymous.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('refuses every hostile or oversized upload, storing nothing', async () => {
    const player = await newPlayer();
    for (const upload of refusedUploads) {
      const image = { contentType: upload.contentType, dataBase64: upload.bytes.toString('base64') };
      const result = await player.client.call(sendChatMessage, { text: 'x', image }).then(
        () => 'stored',
        (error: { errorCode?: string }) => error.errorCode,
      );
      expect(result, upload.name).toMatch(/^(proof_image_invalid|request_param_err|request_too_large)$/);
    }
    expect(await player.client.call(getChatMessages, {})).toMatchObject({ conversationId: null, messages: [] });
  });
});

describe('bad input', () => {
  it('refuses an empty message, a message over the limit and unknown fields with envelope errors', async () => {
    const player = await newPlayer();
    for (const input of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(supportMessageMaxLength + 1) }]) {
      const error = await failureOf(player.client, sendChatMessage, input);
      expect([error.status, error.errorCode]).toEqual([400, 'request_param_err']);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: sendChatMessage.path,
      headers: { authorization: player.token, merchant: 'demo' },
      payload: { text: 'hola', conversationId: 1 },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it("refuses another player's read marks and an operator reply to a conversation of another merchant", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const message = await player.client.call(sendChatMessage, { text: 'Mío' });
    expect((await failureOf(other.client, markChatRead, { upToId: message.id })).errorCode).toBe('not_found');
    const rivalSupport = { username: 'rivalsupport', password: testOperatorPassword, role: 'support' } as const;
    await createMerchant(t.db, { code: 'rivalchat', operator: rivalSupport });
    const rivalToken = await loginOperator(t.app, { merchantCode: 'rivalchat', ...rivalSupport });
    const rivalClient = apiClient(baseUrl, { token: rivalToken });
    const reply = { conversationId: message.conversationId, text: 'Soy otro' };
    expect((await failureOf(rivalClient, replySupportConversation, reply)).errorCode).toBe('not_found');
    const read = { conversationId: message.conversationId, upToId: message.id };
    expect((await failureOf(rivalClient, markSupportConversationRead, read)).errorCode).toBe('not_found');
    expect((await rivalClient.call(listSupportConversations, {})).list).toEqual([]);
  });

  it('rate limits a player to 20 messages a minute', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 20; i += 1) await player.client.call(sendChatMessage, { text: `mensaje ${i}` });
    const error = await failureOf(player.client, sendChatMessage, { text: 'uno más' });
    expect([error.status, error.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

describe('visitors with the contact form', () => {
  it('opens a conversation reached only with its key, live on the IM socket', async () => {
    const visitor = apiClient(baseUrl, { merchant: 'demo', ip: '198.51.100.7' });
    const started = await visitor.call(startVisitorChat, {
      name: 'Ana',
      contact: 'ana@example.com',
      text: '¿Cómo me registro?',
    });
    expect(started.visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { visitorKey, conversationId } = started;
    const socket = await openSupportImAs(baseUrl, 'visitor', visitorKey, 'demo');
    const inbox = await owner.call(listSupportConversations, {});
    expect(inbox.list.find((c) => c.id === conversationId)).toMatchObject({
      memberId: null,
      customerName: 'Ana',
      visitorContact: 'ana@example.com',
    });
    const answer = await owner.call(replySupportConversation, { conversationId, text: 'Desde el botón Registrarse' });
    expect(await socket.next()).toMatchObject({ type: 'message', conversationId, messageId: answer.id });
    const chat = await visitor.call(getChatMessages, { visitorKey });
    expect(chat.messages.map((m) => m.text)).toEqual(['¿Cómo me registro?', 'Desde el botón Registrarse']);
    await visitor.call(sendChatMessage, { visitorKey, text: 'Gracias' });

    const forged = await failureOf(visitor, getChatMessages, { visitorKey: 'A'.repeat(43) });
    expect([forged.status, forged.errorCode]).toEqual([401, 'CUSTOMER_NOT_LOGIN']);
    expect((await failureOf(visitor, getChatMessages, {})).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    socket.socket.close();
  });

  it('limits contact forms per address, and refuses an incomplete one', async () => {
    const visitor = apiClient(baseUrl, { merchant: 'demo', ip: '198.51.100.9' });
    const form = { name: 'Beto', contact: '+5215550001111', text: 'Hola' };
    for (let i = 0; i < 3; i += 1) await visitor.call(startVisitorChat, form);
    expect((await failureOf(visitor, startVisitorChat, form)).errorCode).toBe('TOO_MANY_REQUESTS');
    const other = apiClient(baseUrl, { merchant: 'demo', ip: '198.51.100.10' });
    expect((await failureOf(other, startVisitorChat, { ...form, contact: '' })).errorCode).toBe('request_param_err');
  });
});

describe('the IM socket', () => {
  it('refuses a forged token, an operator without the support permission, and talk before auth', async () => {
    const forged = await openSupportIm(baseUrl, { merchant: 'demo' });
    forged.send({ type: 'auth', as: 'member', token: 'A'.repeat(43) });
    expect(await forged.closed).toEqual({
      code: realtimeCloseCode('CUSTOMER_NOT_LOGIN'),
      reason: 'CUSTOMER_NOT_LOGIN',
    });
    await createOperator(t.db, { merchantId: demoId, username: 'editora', role: 'content' });
    const contentToken = await loginOperator(t.app, { username: 'editora', password: testOperatorPassword });
    const content = await openSupportIm(baseUrl);
    content.send({ type: 'auth', as: 'operator', token: contentToken });
    expect(await content.closed).toEqual({
      code: realtimeCloseCode('operator_forbidden'),
      reason: 'operator_forbidden',
    });
    const early = await openSupportIm(baseUrl, { merchant: 'demo' });
    early.send({ type: 'typing' });
    expect((await early.closed).reason).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('lets an operator of the support role in, and announces a message posted on another instance', async () => {
    await createOperator(t.db, { merchantId: demoId, username: 'soporte1', role: 'support' });
    const supportToken = await loginOperator(t.app, { username: 'soporte1', password: testOperatorPassword });
    const second = await startSecondInstance(t);
    try {
      const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
      const socket = await openSupportImAs(secondUrl, 'operator', supportToken);
      const player = await newPlayer();
      const message = await player.client.call(sendChatMessage, { text: 'Desde la otra instancia' });
      expect(await socket.next()).toEqual({
        type: 'message',
        conversationId: message.conversationId,
        messageId: message.id,
      });
      socket.socket.close();
    } finally {
      await second.close();
    }
  });
});

describe('the recorded calls', () => {
  it('answers CSP_ImUrl with this site’s socket, and CBS_modelList with no live models', async () => {
    const visitor = apiClient(baseUrl, { merchant: 'demo' });
    const { url } = await visitor.call(getImUrl, {});
    expect(url).toBe(`${baseUrl.replace(/^http/, 'ws')}/wps/im?merchant=demo`);
    expect(await visitor.call(listChatModels, {})).toEqual({ list: [] });
  });

  it('opens the built-in chat while the merchant has no external live chat, and the external one once it has', async () => {
    const player = await newPlayer();
    expect(await player.client.call(launchChat, {})).toEqual({ chatUrl: '/?chat=open', external: false });
    expect(await player.client.call(getChatPermission, {})).toEqual({ canChat: true, canSendImages: true });
    await t.db.insert(customerServiceLinks).values({
      merchantId: demoId,
      csType: 'LIVECHAT',
      csPosition: 1,
      title: 'Chat',
      url: 'https://chat.example.com/demo',
      sort: 9,
    });
    try {
      expect(await player.client.call(launchChat, {})).toEqual({
        chatUrl: 'https://chat.example.com/demo',
        external: true,
      });
      expect(await player.client.call(getChatPermission, {})).toEqual({ canChat: false, canSendImages: false });
    } finally {
      await t.db
        .delete(customerServiceLinks)
        .where(and(eq(customerServiceLinks.merchantId, demoId), eq(customerServiceLinks.csType, 'LIVECHAT')));
    }
  });
});

describe('canned replies', () => {
  it('are created, listed by title, changed and deleted by the console, each change audited', async () => {
    const created = await owner.call(createCannedReply, { title: 'Depósito', text: 'Su depósito se acredita pronto' });
    expect(await owner.call(listCannedReplies, {})).toContainEqual(created);
    const changed = await owner.call(updateCannedReply, { id: created.id, title: 'Depósito', text: 'Ya está' });
    expect(changed.text).toBe('Ya está');
    expect(await owner.call(deleteCannedReply, { id: created.id })).toEqual({ id: created.id });
    expect((await failureOf(owner, deleteCannedReply, { id: created.id })).errorCode).toBe('not_found');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `canned-reply:${created.id}`));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'support.canned_reply.create',
      'support.canned_reply.delete',
      'support.canned_reply.update',
    ]);
  });

  it('refuses an empty title or text', async () => {
    for (const input of [
      { title: '', text: 'x' },
      { title: 'x', text: ' ' },
    ]) {
      expect((await failureOf(owner, createCannedReply, input)).errorCode).toBe('request_param_err');
    }
  });
});
