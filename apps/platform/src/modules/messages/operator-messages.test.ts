import {
  cancelOperatorMessage,
  excludePlayer,
  getInbox,
  getOperatorMessage,
  getUnreadMessageCount,
  listOperatorMessages,
  listPlayerMessages,
  markMessageRead,
  previewMessageAudience,
  sendOperatorMessage,
  setPlayerTags,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { createAgentTree, createMember, createOperator } from '../../../test/factories.ts';
import { moneyFixtures, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { foreignOperatorClient, loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { memberMessages, members, operatorMessages } from '../../db/schema/index.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createOperatorMessageService } from './operator-messages.service.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ApiClient;
let demoId: number;
/** The admin of another merchant, and that merchant's id. */
let rival: ApiClient;
let rivalId: number;
let sequence = 0;

beforeAll(async () => {
  // The app's own sending job stays out of the way: the tests run the sending with a clock of their own.
  t = await createTestApp({ MESSAGE_SCHEDULE_MS: '3600000' });
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  demoId = (await f.demoMerchant()).id;
  rival = await foreignOperatorClient(t, baseUrl, 'mensajes');
  const rows = await t.db.execute(sql`select id from platform.merchants where code = 'mensajes'`);
  rivalId = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0;
});
afterAll(() => t.close());

/** The sending job's service on a clock the test sets. */
function sender(now: () => Date) {
  return createOperatorMessageService(t.db, { audit: createAuditService(t.db), now });
}

const unique = (prefix: string) => `${prefix}${(sequence += 1)}${Date.now() % 100_000}`;

/** The operator-message rows each member holds for a message. */
async function deliveredTo(messageId: number) {
  const rows = await t.db
    .select({ memberId: memberMessages.memberId })
    .from(memberMessages)
    .where(eq(memberMessages.operatorMessageId, messageId));
  return rows.map((r) => r.memberId).sort((a, b) => a - b);
}

const send = (
  audience: EndpointInput<typeof sendOperatorMessage>['audience'],
  extra: Partial<EndpointInput<typeof sendOperatorMessage>> = {},
) =>
  admin.call(sendOperatorMessage, { audience, subject: 'Bono de fin de semana', body: 'Hola, tenemos...', ...extra });

describe('operator messages', () => {
  it('sends to one player now: the inbox and unread count show it, reading it shows in the receipts', async () => {
    const player = await f.player();
    const sent = await send(
      { kind: 'player', username: player.username.toUpperCase() },
      { subject: '  Bienvenida  ', body: 'Su cuenta está lista.' },
    );
    expect(sent).toMatchObject({ status: 'sent', subject: 'Bienvenida', recipients: 1, readCount: 0, sentBy: 'admin' });

    expect(await player.client.call(getUnreadMessageCount, {})).toEqual({ count: 1 });
    const inbox = await player.client.call(getInbox, {});
    expect(inbox.list[0]).toMatchObject({
      kind: 'operator_message',
      subject: 'Bienvenida',
      body: 'Su cuenta está lista.',
      read: false,
    });
    const before = await admin.call(getOperatorMessage, { id: sent.id });
    expect(before.recipients).toEqual([{ memberId: player.member.id, username: player.username, readAt: null }]);

    await player.client.call(markMessageRead, { id: inbox.list[0]?.id ?? 0 });
    expect(await player.client.call(getUnreadMessageCount, {})).toEqual({ count: 0 });
    const after = await admin.call(getOperatorMessage, { id: sent.id });
    expect(after.message.readCount).toBe(1);
    expect(after.recipients[0]?.readAt).toEqual(expect.any(String));
    const listed = await admin.call(listOperatorMessages, { status: 'sent' });
    expect(listed.list.find((m) => m.id === sent.id)).toMatchObject({ recipients: 1, readCount: 1 });
  });

  it('resolves a list, a tag, an agent subtree, a VIP rank and the inactive, each in the merchant only', async () => {
    const a = await f.player();
    const b = await f.player();
    const listed = await send({ kind: 'list', usernames: [a.username, b.username, a.username] });
    expect(await deliveredTo(listed.id)).toEqual([a.member.id, b.member.id].sort((x, y) => x - y));

    const tag = unique('campaña');
    await admin.call(setPlayerTags, { memberId: a.member.id, tags: [tag] });
    expect(await admin.call(previewMessageAudience, { audience: { kind: 'tag', tag } })).toEqual({
      recipients: 1,
      excluded: 0,
    });
    expect(await deliveredTo((await send({ kind: 'tag', tag })).id)).toEqual([a.member.id]);

    const tree = await createAgentTree(t.db, {
      merchantId: demoId,
      agents: [unique('ag'), unique('sub')],
      player: unique('pl'),
    });
    const [top, sub] = tree.agents;
    const subtree = await send({ kind: 'agent', agentUsername: top?.username ?? '' });
    expect(await deliveredTo(subtree.id)).toEqual([sub?.id, tree.player.id]);

    // A rank held now (kept until its retention ends) counts; one whose retention ended does not.
    const [kept, lapsed] = [await f.player(), await f.player()];
    for (const [player, heldUntil] of [
      [kept, new Date(Date.now() + 86_400_000)],
      [lapsed, new Date(Date.now() - 86_400_000)],
    ] as const) {
      await t.db
        .execute(sql`insert into platform.member_vip_progress (member_id, merchant_id, month, rank_level, held_until)
        values (${player.member.id}, ${demoId}, date_trunc('month', now())::date, 1, ${heldUntil})`);
    }
    await t.db.execute(sql`insert into platform.vip_ranks (merchant_id, level, name, lifetime_bets_minor)
      values (${demoId}, 1, 'Bronce', 100000)
      on conflict (merchant_id, level) do nothing`);
    const ranked = await deliveredTo((await send({ kind: 'vipRank', level: 1 })).id);
    expect(ranked).toContain(kept.member.id);
    expect(ranked).not.toContain(lapsed.member.id);

    // Inactive 30 days: no sign-in and no bet since; a recent bet or sign-in keeps a player out.
    const long = new Date(Date.now() - 60 * 86_400_000);
    const [idle, better, signer] = [await f.player(), await f.player(), await f.player()];
    for (const p of [idle, better, signer])
      await t.db.update(members).set({ createdAt: long, lastLoginAt: long }).where(eq(members.id, p.member.id));
    await t.db.update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, signer.member.id));
    await t.db
      .execute(sql`insert into platform.bet_records (merchant_id, member_id, provider_id, provider_code, round_id,
        game_code, category, currency, status, detail_url)
      select ${demoId}, ${better.member.id}, id, code, ${unique('round')}, 'g', 'RNG', 'USD', 'settled', ''
      from platform.seamless_providers limit 1`);
    const inactive = await deliveredTo((await send({ kind: 'inactive', days: 30 })).id);
    expect(inactive).toContain(idle.member.id);
    expect(inactive).not.toContain(better.member.id);
    expect(inactive).not.toContain(signer.member.id);
  });

  it('sends to a VIP rank or above: the rank held at sending time, higher ranks only with orAbove', async () => {
    await t.db.execute(sql`insert into platform.vip_ranks (merchant_id, level, name, lifetime_bets_minor)
      values (${demoId}, 1, 'Bronce', 100000), (${demoId}, 2, 'Plata', 500000), (${demoId}, 3, 'Oro', 900000)
      on conflict (merchant_id, level) do nothing`);
    const [bronze, silver, gold] = [await f.player(), await f.player(), await f.player()];
    const held = new Date(Date.now() + 86_400_000);
    for (const [player, level] of [
      [bronze, 1],
      [silver, 2],
      [gold, 3],
    ] as const)
      await t.db
        .execute(sql`insert into platform.member_vip_progress (member_id, merchant_id, month, rank_level, held_until)
        values (${player.member.id}, ${demoId}, date_trunc('month', now())::date, ${level}, ${held})`);

    const exactly = await deliveredTo((await send({ kind: 'vipRank', level: 2 })).id);
    expect(exactly).toContain(silver.member.id);
    expect(exactly).not.toContain(gold.member.id);
    expect(exactly).not.toContain(bronze.member.id);

    // Resolved when sent: a player promoted after composing and before sending is reached.
    const sendAt = new Date(Date.now() + 3_600_000);
    const scheduled = await send({ kind: 'vipRank', level: 2, orAbove: true }, { sendAt: sendAt.toISOString() });
    expect(scheduled.audience).toEqual({ kind: 'vipRank', level: 2, orAbove: true });
    await t.db.execute(sql`update platform.member_vip_progress set rank_level = 2
      where member_id = ${bronze.member.id}`);
    expect(await sender(() => new Date(sendAt.getTime() + 1000)).sendDue()).toBe(1);
    const above = await deliveredTo(scheduled.id);
    expect(above).toEqual(expect.arrayContaining([bronze.member.id, silver.member.id, gold.member.id]));
    const preview = await admin.call(previewMessageAudience, {
      audience: { kind: 'vipRank', level: 3, orAbove: true },
    });
    expect(preview.recipients).toBeGreaterThanOrEqual(1);
    expect(
      (await failureOf(admin, previewMessageAudience, { audience: { kind: 'vipRank', level: 9, orAbove: true } }))
        .fields,
    ).toEqual([{ field: 'audience.level', reason: 'vip_rank_unknown' }]);
  });

  it("lists a player's messages for player 360: subject, sender, when sent and read, paged; another's player is not found", async () => {
    const player = await f.player();
    const first = await send({ kind: 'player', username: player.username }, { subject: 'Primero' });
    await send({ kind: 'player', username: player.username }, { subject: 'Segundo' });
    const inbox = await player.client.call(getInbox, {});
    const opened = inbox.list.find((m) => m.subject === 'Primero');
    await player.client.call(markMessageRead, { id: opened?.id ?? 0 });

    const page = await admin.call(listPlayerMessages, { memberId: player.member.id, pageSize: 1 });
    expect(page.totalPages).toBe(2);
    expect(page.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'operator_message',
        subject: 'Segundo',
        sentAt: expect.any(String),
        readAt: null,
        sender: 'admin',
      },
    ]);
    const second = await admin.call(listPlayerMessages, { memberId: player.member.id, pageNo: 2, pageSize: 1 });
    expect(second.list[0]).toMatchObject({ subject: 'Primero', sender: first.sentBy, readAt: expect.any(String) });

    expect((await failureOf(rival, listPlayerMessages, { memberId: player.member.id })).errorCode).toBe('not_found');
    expect((await failureOf(admin, listPlayerMessages, { memberId: 99_999_999 })).errorCode).toBe('not_found');
    const bad = await failureOf(admin, listPlayerMessages, { memberId: -1 } as never);
    expect([bad.status, bad.errorCode, bad.fields?.[0]?.field]).toEqual([400, 'request_param_err', 'memberId']);
  });

  it('sends to everyone of the merchant and no one of another', async () => {
    const theirs = await createMember(t.db, { merchantId: rivalId, username: unique('theirs') });
    const ours = await f.player();
    const sent = await rival.call(sendOperatorMessage, {
      audience: { kind: 'everyone' },
      subject: 'Para todos',
      body: 'Hola',
    });
    expect(await deliveredTo(sent.id)).toEqual([theirs.id]);
    // A username of the demo merchant is unknown to the other merchant.
    const failure = await failureOf(rival, sendOperatorMessage, {
      audience: { kind: 'player', username: ours.username },
      subject: 'x',
      body: 'x',
    });
    expect(failure.fields).toEqual([{ field: 'audience.username', reason: 'player_unknown' }]);
    expect((await failureOf(rival, getOperatorMessage, { id: (await send({ kind: 'everyone' })).id })).errorCode).toBe(
      'not_found',
    );
    expect((await rival.call(listOperatorMessages, {})).list.map((m) => m.id)).toEqual([sent.id]);
  });

  it('sends nothing to a player under a time-out or self-exclusion, and counts them apart in the preview', async () => {
    const [open, paused] = [await f.player(), await f.player()];
    await admin.call(excludePlayer, { memberId: paused.member.id, duration: '24h' });
    const audience = { kind: 'list' as const, usernames: [open.username, paused.username] };
    expect(await admin.call(previewMessageAudience, { audience })).toEqual({ recipients: 1, excluded: 1 });
    const sent = await send(audience);
    expect(sent.recipients).toBe(1);
    expect(await deliveredTo(sent.id)).toEqual([open.member.id]);
  });

  it('schedules a message, sends it once when due however often the sending runs, and cancels another', async () => {
    const player = await f.player();
    const sendAt = new Date(Date.now() + 3_600_000);
    const scheduled = await send({ kind: 'player', username: player.username }, { sendAt: sendAt.toISOString() });
    expect(scheduled).toMatchObject({ status: 'scheduled', sentAt: null, recipients: 0 });
    expect(await sender(() => new Date()).sendDue()).toBe(0);
    expect(await deliveredTo(scheduled.id)).toEqual([]);

    // A run that stopped half-way (the member message in, the message not marked sent) is finished, not repeated.
    await t.db.insert(memberMessages).values({
      merchantId: demoId,
      memberId: player.member.id,
      kind: 'operator_message',
      subject: scheduled.subject,
      body: scheduled.body,
      operatorMessageId: scheduled.id,
    });
    const later = sender(() => new Date(sendAt.getTime() + 1000));
    const runs = await Promise.all([later.sendDue(), later.sendDue()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await later.sendDue()).toBe(0);
    expect(await deliveredTo(scheduled.id)).toEqual([player.member.id]);
    expect((await admin.call(getOperatorMessage, { id: scheduled.id })).message).toMatchObject({
      status: 'sent',
      recipients: 1,
    });

    const other = await send({ kind: 'player', username: player.username }, { sendAt: sendAt.toISOString() });
    expect(await admin.call(cancelOperatorMessage, { id: other.id })).toMatchObject({ status: 'cancelled' });
    expect(await later.sendDue()).toBe(0);
    expect(await deliveredTo(other.id)).toEqual([]);
    expect((await failureOf(admin, cancelOperatorMessage, { id: other.id })).errorCode).toBe('conflict');
    expect((await failureOf(admin, cancelOperatorMessage, { id: scheduled.id })).errorCode).toBe('conflict');
  });

  it('refuses bad messages with field errors and stores nothing', async () => {
    const player = await f.player();
    const plainPlayer = player.username;
    const elsewhere = await createAgentTree(t.db, {
      merchantId: rivalId,
      agents: [unique('fuera')],
      player: unique('fp'),
    });
    const ok = { subject: 'Asunto', body: 'Texto' };
    const cases: Array<[Record<string, unknown>, { field: string; reason: string }]> = [
      [
        { ...ok, audience: { kind: 'everyone' }, subject: '   ' },
        { field: 'subject', reason: 'too_small' },
      ],
      [
        { ...ok, audience: { kind: 'everyone' }, body: '' },
        { field: 'body', reason: 'too_small' },
      ],
      [
        { ...ok, audience: { kind: 'everyone' }, body: 'x'.repeat(4001) },
        { field: 'body', reason: 'too_big' },
      ],
      [
        { ...ok, audience: { kind: 'everyone' }, sendAt: new Date(Date.now() - 60_000).toISOString() },
        { field: 'sendAt', reason: 'send_at_past' },
      ],
      [
        { ...ok, audience: { kind: 'tag', tag: unique('nadie') } },
        { field: 'audience.tag', reason: 'tag_unknown' },
      ],
      [
        { ...ok, audience: { kind: 'vipRank', level: 77 } },
        { field: 'audience.level', reason: 'vip_rank_unknown' },
      ],
      [
        { ...ok, audience: { kind: 'agent', agentUsername: elsewhere.agents[0]?.username } },
        { field: 'audience.agentUsername', reason: 'agent_unknown' },
      ],
      [
        { ...ok, audience: { kind: 'agent', agentUsername: plainPlayer } },
        { field: 'audience.agentUsername', reason: 'agent_unknown' },
      ],
      [
        { ...ok, audience: { kind: 'inactive', days: 0 } },
        { field: 'audience.days', reason: 'too_small' },
      ],
      [
        { ...ok, audience: { kind: 'list', usernames: [] } },
        { field: 'audience.usernames', reason: 'too_small' },
      ],
    ];
    const before = await databaseState(t.db);
    for (const [input, field] of cases) {
      const failure = await failureOf(admin, sendOperatorMessage, input as EndpointInput<typeof sendOperatorMessage>);
      expect([failure.status, failure.errorCode], JSON.stringify(input).slice(0, 100)).toEqual([
        400,
        'request_param_err',
      ]);
      expect(failure.fields?.[0], JSON.stringify(input).slice(0, 100)).toMatchObject(field);
    }
    const unknown = await failureOf(admin, sendOperatorMessage, {
      ...ok,
      audience: { kind: 'list', usernames: [plainPlayer, 'nadie-1', 'nadie-2'] },
    });
    expect(unknown.fields).toEqual([
      { field: 'audience.usernames', reason: 'unknown_usernames', params: { usernames: 'nadie-1, nadie-2' } },
    ]);
    const preview = await failureOf(admin, previewMessageAudience, { audience: { kind: 'player', username: 'nadie' } });
    expect(preview.fields).toEqual([{ field: 'audience.username', reason: 'player_unknown' }]);
    expect((await failureOf(admin, getOperatorMessage, { id: 99_999_999 })).errorCode).toBe('not_found');
    expect(await databaseState(t.db)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(operatorMessages)
        .where(and(eq(operatorMessages.merchantId, demoId), eq(operatorMessages.subject, 'Asunto'))),
    ).toEqual([]);
  });

  it('lets support send, read-only read, and refuses a role without the permission', async () => {
    for (const role of ['support', 'read-only', 'content'] as const)
      await createOperator(t.db, { merchantId: demoId, username: `msg-${role}`, role });
    const as = async (role: string) =>
      apiClient(baseUrl, { token: await loginOperator(t.app, { username: `msg-${role}` }) });
    const [support, reader, content] = [await as('support'), await as('read-only'), await as('content')];
    const player = await f.player();
    const input = { audience: { kind: 'player', username: player.username }, subject: 'Hola', body: 'Hola' } as const;
    expect((await support.call(sendOperatorMessage, input)).status).toBe('sent');
    expect((await reader.call(listOperatorMessages, {})).list.length).toBeGreaterThan(0);
    expect((await failureOf(reader, sendOperatorMessage, input)).errorCode).toBe('operator_forbidden');
    expect((await failureOf(content, listOperatorMessages, {})).errorCode).toBe('operator_forbidden');
  });
});
