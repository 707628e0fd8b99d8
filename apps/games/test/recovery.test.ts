import { randomUUID } from 'node:crypto';
import { gamesApiPaths, type PlayResult } from '@ficha/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, startGamesWithPlatform, type GamesWithPlatform } from './games-with-platform.ts';
import { walletFault } from '@ficha/provider-kit/testing';

const requestId = () => `req-${randomUUID()}`;

/**
 * Rounds left unfinished at each point a process can die (decision 0013), rebuilt with a wallet that loses
 * messages and, where the crash point lies between two of our own writes, by putting the round back in the
 * state it had at that moment. Recovery then finishes each one through the real platform.
 */
describe('recovery of unfinished rounds', () => {
  let env: GamesWithPlatform;
  const fault = walletFault();

  beforeAll(async () => {
    env = await startGamesWithPlatform({ testing: { walletFetch: fault.fetch } });
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => fault.clear());

  const roundRow = async (roundId: string) => {
    const [row] = await rowsOf<{ state: string; debited_at: Date | null; win_minor: string | null }>(
      env.connection,
      'select state, debited_at, win_minor::text as win_minor from games.rounds where id = $1',
      [roundId],
    );
    return row!;
  };
  /** Puts a round back in the state it had when the process died. */
  const crashedAt = (roundId: string, state: string, debited: boolean) =>
    rowsOf(
      env.connection,
      `update games.rounds set state = $2, debited_at = ${debited ? 'now()' : 'null'}, updated_at = now() - interval '1 hour' where id = $1`,
      [roundId, state],
    );
  /** The round just played (the cases run one after another). */
  const lastRound = async () => {
    const [row] = await rowsOf<{ id: string }>(
      env.connection,
      'select id from games.rounds order by created_at desc limit 1',
      [],
    );
    return row!.id;
  };
  const kinds = async (roundId: string) => (await env.walletTransactions(roundId)).map((t) => t.kind);
  const spin = (session: string) =>
    env.post<PlayResult>(gamesApiPaths.slotSpin, { requestId: requestId(), bet: 2 }, session);
  const minesStart = (session: string) =>
    env.post<PlayResult>(gamesApiPaths.minesStart, { requestId: requestId(), bet: 2, mines: 3 }, session);

  it('settles every unfinished round whose outcome was decided and rolls back the rest, once each', async () => {
    const cases: Array<{ name: string; memberId: number; roundId: string; expect: 'settled' | 'rolled_back' }> = [];

    // Died after writing the round, before its debit left.
    {
      const { memberId, session } = await env.player('huerta-dorada', 10_00n);
      fault.set('debit', 'drop_request');
      fault.set('rollback', 'drop_request');
      expect((await spin(session)).body.errorCode).toBe('wallet_unavailable');
      const roundId = await lastRound();
      await crashedAt(roundId, 'decided', false);
      cases.push({ name: 'decided, debit never sent', memberId, roundId, expect: 'settled' });
    }
    fault.clear();
    // Died after the platform took the debit but before its answer was written down.
    {
      const { memberId, session } = await env.player('huerta-dorada', 10_00n);
      fault.set('debit', 'drop_answer');
      fault.set('rollback', 'drop_request');
      await spin(session);
      const roundId = await lastRound();
      await crashedAt(roundId, 'decided', false);
      cases.push({ name: 'decided, debit taken but not recorded', memberId, roundId, expect: 'settled' });
    }
    fault.clear();
    // Died before the credit arrived.
    {
      const { memberId, session } = await env.player('huerta-dorada', 10_00n);
      fault.set('credit', 'drop_request');
      expect((await spin(session)).body.errorCode).toBe('game_round_pending');
      const roundId = await lastRound();
      expect(await roundRow(roundId)).toMatchObject({ state: 'decided' });
      cases.push({ name: 'decided and debited, credit lost', memberId, roundId, expect: 'settled' });
    }
    fault.clear();
    // A mines round in play when the process died.
    {
      const { memberId, session } = await env.player('mines', 10_00n);
      const start = await minesStart(session);
      cases.push({ name: 'open and debited', memberId, roundId: start.body.value!.roundId, expect: 'rolled_back' });
    }
    // Died after writing a mines round, before its debit left.
    {
      const { memberId, session } = await env.player('mines', 10_00n);
      fault.set('debit', 'drop_request');
      fault.set('rollback', 'drop_request');
      await minesStart(session);
      const roundId = await lastRound();
      await crashedAt(roundId, 'open', false);
      cases.push({ name: 'open, debit never sent', memberId, roundId, expect: 'rolled_back' });
    }
    fault.clear();
    // Died while cancelling a debit whose fate was unknown.
    {
      const { memberId, session } = await env.player('huerta-dorada', 10_00n);
      fault.set('debit', 'drop_answer');
      fault.set('rollback', 'drop_request');
      await spin(session);
      const roundId = await lastRound();
      expect(await roundRow(roundId)).toMatchObject({ state: 'rolling_back' });
      cases.push({ name: 'rolling back a taken debit', memberId, roundId, expect: 'rolled_back' });
    }
    fault.clear();

    const resolved = await env.rounds().resolveUnfinished({ all: true });
    expect(resolved).toEqual({ settled: 3, rolledBack: 3, unresolved: 0 });

    for (const c of cases) {
      const row = await roundRow(c.roundId);
      expect({ name: c.name, state: row.state }).toEqual({ name: c.name, state: c.expect });
      const moved = await kinds(c.roundId);
      const balance = await env.fixture.balanceOf(c.memberId);
      if (c.expect === 'settled') {
        expect({ name: c.name, moved }).toEqual({ name: c.name, moved: ['debit', 'credit'] });
        expect(balance).toBe(10_00n - 200n + BigInt(row.win_minor!));
      } else {
        expect(balance).toBe(10_00n);
        expect(moved.filter((kind) => kind === 'debit' || kind === 'credit').length).toBeLessThanOrEqual(1);
      }
    }
    // A second recovery finds nothing left.
    expect(await env.rounds().resolveUnfinished({ all: true })).toEqual({ settled: 0, rolledBack: 0, unresolved: 0 });
  });

  it('the periodic sweep finishes rounds a failed wallet call left, and leaves rounds in play alone', async () => {
    const { session } = await env.player('huerta-dorada', 10_00n);
    fault.set('credit', 'drop_request');
    await spin(session);
    fault.clear();
    const stuck = await lastRound();
    const player = await env.player('mines', 10_00n);
    const inPlay = (await minesStart(player.session)).body.value!.roundId;
    await rowsOf(env.connection, `update games.rounds set updated_at = now() - interval '1 hour'`, []);
    const swept = await env.rounds().resolveUnfinished({ all: false, idleMs: 1_000 });
    expect(swept).toEqual({ settled: 1, rolledBack: 0, unresolved: 0 });
    expect((await roundRow(stuck)).state).toBe('settled');
    expect((await roundRow(inPlay)).state).toBe('open');
  });
});
