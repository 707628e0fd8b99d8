import {
  createDownlineAccount,
  getAgentTreeMember,
  getMemberInfo,
  listAgentTreeDownline,
  listAuditLog,
  moveTreeMember,
  searchAgentTree,
  setMemberType,
  type MoveTreeMemberRequest,
} from '@ficha/contract';
import type { ApiClient, ApiError } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { createOperator } from '../../../test/factories.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { foreignOperatorClient, loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';

/**
 * The console's agent tree (issue 14, decision 0040): reads of any member of the merchant, moves under another
 * agent (with or without the downline) that rewrite every changed path at once and keep the old ones in
 * member_path_history, type changes that keep the tree whole; money is never touched.
 */

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
let operator: ApiClient;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

interface PathRow {
  id: number;
  username: string;
  upline_id: number | null;
  ancestor_path: string;
}

async function placeOf(username: string) {
  const [row] = rowsOf<PathRow>(
    await t.db.execute(sql`select id::int, username, upline_id::int, ancestor_path from platform.members
      where username = ${username}`),
  );
  if (!row) throw new Error(`no member ${username}`);
  return {
    id: Number(row.id),
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    path: row.ancestor_path,
  };
}

/** Members whose path is not their upline's path plus their id (or `/id/` at the top): none in a whole tree. */
async function brokenPaths() {
  return rowsOf<PathRow>(
    await t.db.execute(sql`select m.id::int, m.username, m.upline_id::int, m.ancestor_path from platform.members m
      left join platform.members u on u.id = m.upline_id
      where m.ancestor_path <> coalesce(u.ancestor_path, '/') || m.id || '/'`),
  );
}

async function historyOf(moveId: number) {
  return rowsOf<{ username: string; ancestor_path: string; valid_until: string; moved_at: string }>(
    await t.db.execute(sql`select m.username, h.ancestor_path, h.valid_until::text, mv.moved_at::text
      from platform.member_path_history h
      join platform.members m on m.id = h.member_id
      join platform.member_tree_moves mv on mv.id = h.move_id
      where h.move_id = ${moveId} order by m.username`),
  );
}

async function moneyFootprint() {
  const [row] = rowsOf<Record<string, string>>(
    await t.db.execute(sql`select
      (select count(*) from platform.journal_entries)::text as entries,
      (select count(*) from platform.postings)::text as postings,
      (select coalesce(sum(balance_minor), 0) || ':' || count(*) from platform.ledger_accounts) as balances,
      (select count(*) from platform.bet_records)::text as bets`),
  );
  return row;
}

const move = (memberId: number, uplineId: number, withDownline: boolean, reason = 'reassigned by the business') =>
  operator.call(moveTreeMember, { memberId, uplineId, withDownline, reason });

describe('reading the tree', () => {
  it('finds members by username, with their level and the sizes below them', async () => {
    const found = await operator.call(searchAgentTree, { username: 'agente' });
    const byName = new Map(found.list.map((row) => [row.username, row]));
    expect(byName.get('agente1')).toMatchObject({ level: 1, isAgent: true, uplineId: null, directCount: 1 });
    expect(byName.get('agente3')).toMatchObject({ level: 3, isAgent: true, directCount: 1 });
    expect(byName.get('agente1')?.downlineCount).toBeGreaterThanOrEqual(3);
    const exact = await operator.call(searchAgentTree, { username: 'agente2' });
    expect(exact.list[0]?.username).toBe('agente2');
  });

  it("answers a member's upline chain from the top, and its direct downline one level at a time", async () => {
    const agente3 = await placeOf('agente3');
    const { member, upline } = await operator.call(getAgentTreeMember, { memberId: agente3.id });
    expect(member.username).toBe('agente3');
    expect(upline.map((row) => row.username)).toEqual(['agente1', 'agente2']);
    const agente2 = await placeOf('agente2');
    const downline = await operator.call(listAgentTreeDownline, { memberId: agente2.id, pageSize: 5 });
    expect(downline.list.map((row) => row.username)).toEqual(['agente3']);
    expect(downline.list[0]).toMatchObject({ directCount: 1, uplineId: agente2.id });
  });

  it('refuses bad input with field errors and keeps another merchant out', async () => {
    const bad = await failureOf(operator, listAgentTreeDownline, { memberId: 'x' as unknown as number, pageSize: 500 });
    expect(bad.errorCode).toBe('request_param_err');
    expect(bad.fields?.map((f) => f.field).sort()).toEqual(['memberId', 'pageSize']);
    expect((await failureOf(operator, searchAgentTree, { username: '' })).errorCode).toBe('request_param_err');
    const rival = await foreignOperatorClient(t, baseUrl, 'treerival');
    expect((await rival.call(searchAgentTree, { username: 'agente' })).list).toEqual([]);
    const agente3 = await placeOf('agente3');
    expect((await failureOf(rival, getAgentTreeMember, { memberId: agente3.id })).errorCode).toBe('not_found');
  });
});

describe('moving a member with its downline', () => {
  it('rewrites the subtree, records the move and the old paths, audits, and leaves money alone', async () => {
    await m.addMember('ramaA', 2, 'agente3');
    await m.addMember('hojaA', 0, 'ramaA');
    await m.fund('hojaA', 12_345n);
    const [agente1, ramaA, hojaBefore] = await Promise.all([placeOf('agente1'), placeOf('ramaA'), placeOf('hojaA')]);
    const moneyBefore = await moneyFootprint();
    const balanceBefore = await m.balanceOf('hojaA');

    const result = await move(ramaA.id, agente1.id, true);
    expect(result).toMatchObject({ moved: 2, member: { username: 'ramaA', uplineId: agente1.id, level: 2 } });

    expect(await placeOf('ramaA')).toEqual({ id: ramaA.id, uplineId: agente1.id, path: `${agente1.path}${ramaA.id}/` });
    expect(await placeOf('hojaA')).toEqual({
      id: hojaBefore.id,
      uplineId: ramaA.id,
      path: `${agente1.path}${ramaA.id}/${hojaBefore.id}/`,
    });
    const history = await historyOf(result.moveId);
    expect(history.map((h) => [h.username, h.ancestor_path])).toEqual([
      ['hojaA', hojaBefore.path],
      ['ramaA', ramaA.path],
    ]);
    for (const h of history) expect(h.valid_until).toBe(h.moved_at);
    const [moveRow] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select member_id::int, from_upline_id::int, to_upline_id::int, with_downline, reason
        from platform.member_tree_moves where id = ${result.moveId}`),
    );
    expect(moveRow).toEqual({
      member_id: ramaA.id,
      from_upline_id: ramaA.uplineId,
      to_upline_id: agente1.id,
      with_downline: true,
      reason: 'reassigned by the business',
    });
    const audit = await operator.call(listAuditLog, { pageSize: 1 });
    expect(audit.list[0]).toMatchObject({ action: 'member.tree.move', target: 'member:ramaA' });
    expect(await moneyFootprint()).toEqual(moneyBefore);
    expect(await m.balanceOf('hojaA')).toBe(balanceBefore);
    expect(await brokenPaths()).toEqual([]);
  });
});

describe('moving a member without its downline', () => {
  it('passes its direct downline to its former upline, deeper levels with it', async () => {
    await m.addMember('medio', 2, 'agente2');
    await m.addMember('hijoJugador', 0, 'medio');
    await m.addMember('hijoAgente', 2, 'medio');
    await m.addMember('nieto', 0, 'hijoAgente');
    const [agente1, agente2, medio, hijoAgente, nieto] = await Promise.all([
      placeOf('agente1'),
      placeOf('agente2'),
      placeOf('medio'),
      placeOf('hijoAgente'),
      placeOf('nieto'),
    ]);

    const result = await move(medio.id, agente1.id, false);
    expect(result.moved).toBe(4);
    expect(result.member).toMatchObject({ uplineId: agente1.id, directCount: 0, downlineCount: 0 });
    expect((await placeOf('hijoJugador')).uplineId).toBe(agente2.id);
    expect(await placeOf('hijoAgente')).toEqual({
      id: hijoAgente.id,
      uplineId: agente2.id,
      path: `${agente2.path}${hijoAgente.id}/`,
    });
    expect((await placeOf('nieto')).path).toBe(`${agente2.path}${hijoAgente.id}/${nieto.id}/`);
    expect((await historyOf(result.moveId)).map((h) => [h.username, h.ancestor_path])).toEqual([
      ['hijoAgente', hijoAgente.path],
      ['hijoJugador', `${medio.path}${(await placeOf('hijoJugador')).id}/`],
      ['medio', medio.path],
      ['nieto', nieto.path],
    ]);
    expect(await brokenPaths()).toEqual([]);
  });

  it('may go under its own downline, which first rises to its former upline', async () => {
    await m.addMember('jefe', 2, 'agente2');
    await m.addMember('ayudante', 2, 'jefe');
    const [agente2, jefe, ayudante] = await Promise.all([placeOf('agente2'), placeOf('jefe'), placeOf('ayudante')]);
    await move(jefe.id, ayudante.id, false);
    expect(await placeOf('ayudante')).toMatchObject({ uplineId: agente2.id, path: `${agente2.path}${ayudante.id}/` });
    expect(await placeOf('jefe')).toMatchObject({
      uplineId: ayudante.id,
      path: `${agente2.path}${ayudante.id}/${jefe.id}/`,
    });
    expect(await brokenPaths()).toEqual([]);
  });

  it('lifts a member without a downline out of its place, even under the same upline when it has one', async () => {
    await m.addMember('padre', 2, 'agente2');
    await m.addMember('hijoDePadre', 0, 'padre');
    const [agente2, padre] = await Promise.all([placeOf('agente2'), placeOf('padre')]);
    const result = await move(padre.id, agente2.id, false);
    expect(result.moved).toBe(1);
    expect((await placeOf('hijoDePadre')).uplineId).toBe(agente2.id);
    expect(await placeOf('padre')).toEqual(padre);
  });
});

describe('refused moves', () => {
  it('refuses each impossible move with its code and a translated message, changing nothing', async () => {
    await m.addMember('rama', 2, 'agente3');
    await m.addMember('ramita', 2, 'rama');
    await m.addMember('suelto', 2, null);
    await m.addMember('sueltoHijo', 0, 'suelto');
    const [agente1, agente2, agente3, rama, ramita, jugador1, suelto] = await Promise.all([
      placeOf('agente1'),
      placeOf('agente2'),
      placeOf('agente3'),
      placeOf('rama'),
      placeOf('ramita'),
      placeOf('jugador1'),
      placeOf('suelto'),
    ]);
    const rival = await foreignOperatorClient(t, baseUrl, 'moverival');
    const rivalMember = await m.addMember('ajeno', 2, null, 'moverival');
    const spanish = apiClient(baseUrl, { token: await loginDemoOperator(t.app), language: 'ES' });
    const before = await databaseState(t.db);
    const cases: Array<[Partial<MoveTreeMemberRequest>, string, ApiClient?]> = [
      [{ memberId: rama.id, uplineId: rama.id, withDownline: true }, 'tree_move_self'],
      [{ memberId: rama.id, uplineId: jugador1.id, withDownline: true }, 'tree_target_not_agent'],
      [{ memberId: rama.id, uplineId: ramita.id, withDownline: true }, 'tree_move_cycle'],
      [{ memberId: rama.id, uplineId: agente3.id, withDownline: true }, 'tree_move_no_change'],
      [{ memberId: ramita.id, uplineId: rama.id, withDownline: false }, 'tree_move_no_change'],
      [{ memberId: agente1.id, uplineId: agente2.id, withDownline: true }, 'tree_top_type'],
      [{ memberId: suelto.id, uplineId: agente2.id, withDownline: false }, 'tree_move_no_upline'],
      [{ memberId: rivalMember.id, uplineId: agente2.id, withDownline: true }, 'not_found'],
      [{ memberId: rama.id, uplineId: rivalMember.id, withDownline: true }, 'not_found'],
      [{ memberId: rama.id, uplineId: agente1.id, withDownline: true }, 'not_found', rival],
    ];
    for (const [input, code, client] of cases) {
      const failure = await failureOf(client ?? operator, moveTreeMember, { reason: 'because', ...input } as never);
      expect(failure.errorCode, JSON.stringify(input)).toBe(code);
      expect(failure.message.length).toBeGreaterThan(0);
    }
    const inSpanish = await failureOf(spanish, moveTreeMember, {
      memberId: rama.id,
      uplineId: ramita.id,
      withDownline: true,
      reason: 'x',
    });
    expect(inSpanish.message).toBe('Un miembro no puede moverse con su red debajo de alguien de su propia red');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a missing, blank or too long reason and unknown fields with field errors', async () => {
    const [rama, agente1] = await Promise.all([placeOf('rama'), placeOf('agente1')]);
    const base = { memberId: rama.id, uplineId: agente1.id, withDownline: true };
    for (const [input, field] of [
      [{ ...base, reason: '   ' }, 'reason'],
      [{ ...base, reason: 'x'.repeat(501) }, 'reason'],
      [{ memberId: rama.id, uplineId: agente1.id, reason: 'r' }, 'withDownline'],
      [{ ...base, reason: 'r', amount: 5 }, 'amount'],
    ] as const) {
      const failure = await failureOf(operator, moveTreeMember, input as never);
      expect(failure.errorCode).toBe('request_param_err');
      expect(failure.fields?.map((f) => f.field)).toContain(field);
    }
  });

  it('lets only owners and admins move, while support reads the tree', async () => {
    const demo = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from platform.merchants where code = 'demo'`),
    )[0];
    await createOperator(t.db, { merchantId: Number(demo?.id), username: 'treesupport', role: 'support' });
    const support = apiClient(baseUrl, {
      token: await loginOperator(t.app, { merchantCode: 'demo', username: 'treesupport' }),
    });
    const [rama, agente1] = await Promise.all([placeOf('rama'), placeOf('agente1')]);
    expect((await support.call(getAgentTreeMember, { memberId: rama.id })).member.username).toBe('rama');
    const failure = await failureOf(support, moveTreeMember, {
      memberId: rama.id,
      uplineId: agente1.id,
      withDownline: true,
      reason: 'support tries',
    });
    expect(failure.errorCode).toBe('operator_forbidden');
  });
});

describe('type changes in the tree', () => {
  it('refuses a player with a downline, an unknown type and the top type under an upline', async () => {
    const [rama, ramita] = await Promise.all([placeOf('rama'), placeOf('ramita')]);
    const before = await databaseState(t.db);
    expect((await failureOf(operator, setMemberType, { memberId: rama.id, type: 0 })).errorCode).toBe(
      'member_has_downline',
    );
    expect((await failureOf(operator, setMemberType, { memberId: ramita.id, type: 7 })).errorCode).toBe(
      'member_type_unknown',
    );
    expect((await failureOf(operator, setMemberType, { memberId: ramita.id, type: 1 })).errorCode).toBe(
      'tree_top_type',
    );
    expect(await databaseState(t.db)).toEqual(before);
  });

  it("ends the member's sessions when its rights change, not when it stays an agent", async () => {
    await m.addMember('cambiante', 2, 'agente3');
    const cambiante = await placeOf('cambiante');
    const session = await m.signIn('cambiante');
    await operator.call(setMemberType, { memberId: cambiante.id, type: 41 });
    expect((await session.call(getMemberInfo, {})).type).toBe(41);
    await operator.call(setMemberType, { memberId: cambiante.id, type: 0 });
    expect((await failureOf(session, getMemberInfo, {})).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const audit = await operator.call(listAuditLog, { pageSize: 1 });
    expect(audit.list[0]).toMatchObject({ action: 'member.type', target: 'member:cambiante' });
  });
});

describe('concurrent moves', () => {
  it('serializes moves that would cross each other, leaving one tree without cycles or broken paths', async () => {
    const names = ['cruceA', 'cruceB', 'cruceC', 'cruceD'];
    for (const name of names) await m.addMember(name, 2, 'agente2');
    await m.addMember('cruceJugador', 0, 'cruceA');
    const [a, b, c, d] = await Promise.all([
      placeOf('cruceA'),
      placeOf('cruceB'),
      placeOf('cruceC'),
      placeOf('cruceD'),
    ]);
    const moves: Array<[number, number]> = [
      [a.id, b.id],
      [b.id, a.id],
      [c.id, a.id],
      [a.id, c.id],
      [d.id, c.id],
      [b.id, d.id],
    ];
    const outcomes = await Promise.allSettled(moves.map(([member, upline]) => move(member, upline, true, 'race')));
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    expect(done.length).toBeGreaterThan(0);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        expect(['tree_move_cycle', 'tree_move_no_change']).toContain((o.reason as ApiError).errorCode);
    }
    expect(await brokenPaths()).toEqual([]);
    const [counts] = rowsOf<{ moves: number; history: number }>(
      await t.db.execute(sql`select
        (select count(*)::int from platform.member_tree_moves where reason = 'race') as moves,
        (select count(*)::int from platform.member_path_history h
          join platform.member_tree_moves mv on mv.id = h.move_id where mv.reason = 'race') as history`),
    );
    expect(counts?.moves).toBe(done.length);
    const movedTotal = done.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value.moved : 0), 0);
    expect(counts?.history).toBe(movedTotal);
  });

  it('places members created under an agent while it moves on its new path', async () => {
    await m.addMember('movil', 2, 'agente3');
    const [movil, agente1] = await Promise.all([placeOf('movil'), placeOf('agente1')]);
    const movilSession = await m.signIn('movil');
    const creations = ['creado1', 'creado2', 'creado3'].map((username) =>
      movilSession.call(createDownlineAccount, { username, password: 'Inicio123', type: 0 }),
    );
    await Promise.all([move(movil.id, agente1.id, true, 'race'), ...creations]);
    const created = await placeOf('creado2');
    expect(created).toEqual({ id: created.id, uplineId: movil.id, path: `${agente1.path}${movil.id}/${created.id}/` });
    expect(await brokenPaths()).toEqual([]);
  });
});
