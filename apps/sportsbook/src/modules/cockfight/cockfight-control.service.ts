import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type CockfightFight,
  type ControlCockfightFightRequest,
  type CockfightResult,
} from '@ficha/contract';
import type { SportsbookDb } from '../../db/database.ts';
import type { FightRow } from '../../db/schema/index.ts';
import type { CockfightSettlement } from './cockfight-settlement.service.ts';
import { fightWithArena, insertFight, nextFightNumber, operatorArena, updateFight } from './cockfight.queries.ts';
import { fightView, windowOpen } from './cockfight-view.ts';

const invalid = () => new DomainError('cockfight_transition_invalid');

/** The fight's state with an operator's window past its time read as closed. */
const stateNow = (fight: FightRow, now: Date) =>
  fight.state === 'open' && !windowOpen(fight, now) ? 'closed' : fight.state;

/**
 * The operator's control of fights (decision 0072), through signed calls as the platform signs its `/rgs/v1/*`
 * calls: create a fight in an arena (the arena is created with it; a feed's arena is the feed's), open its betting
 * window for some seconds, close it early, settle it with the result or cancel it. Every change runs in one
 * transaction with the fight locked, so a bet being placed (which holds it `for share`) is either in before the
 * change or refused after it; settling and cancelling then move the bets' money (cockfight settlement).
 */
export function createCockfightControl(db: SportsbookDb, deps: { settlement: CockfightSettlement }) {
  async function view(fightId: string, bets: number): Promise<{ fight: CockfightFight; bets: number }> {
    const row = await fightWithArena(db, fightId, { lock: false });
    return { fight: fightView(row!, new Date()), bets };
  }

  return {
    async create(input: {
      arenaId: string;
      arenaName: string;
      meron: string;
      wala: string;
      odds: { meron: number; wala: number; draw: number };
    }) {
      const id = `op:${randomUUID()}`;
      await db.transaction(async (tx) => {
        if ((await operatorArena(tx, { id: input.arenaId, name: input.arenaName })) !== 'operator') throw invalid();
        await insertFight(tx, {
          id,
          arenaId: input.arenaId,
          number: await nextFightNumber(tx, input.arenaId),
          meron: input.meron,
          wala: input.wala,
          state: 'scheduled',
          meronOdds: input.odds.meron,
          walaOdds: input.odds.wala,
          drawOdds: input.odds.draw,
          startsAt: new Date(),
        });
      });
      return view(id, 0);
    },

    /** open: scheduled → open; close: open → closed; settle: closed → settled; cancel: not ended → cancelled. */
    async control(input: ControlCockfightFightRequest) {
      await db.transaction(async (tx) => {
        const found = await fightWithArena(tx, input.fightId, { lock: 'update' });
        if (!found) throw new DomainError('cockfight_fight_unknown');
        if (found.arena.source !== 'operator') throw invalid();
        const now = new Date();
        const state = stateNow(found.fight, now);
        switch (input.action) {
          case 'open':
            if (state !== 'scheduled') throw invalid();
            return updateFight(tx, input.fightId, {
              state: 'open',
              closesAt: new Date(now.getTime() + input.windowSeconds * 1000),
            });
          case 'close':
            if (state !== 'open') throw invalid();
            return updateFight(tx, input.fightId, { state: 'closed', closesAt: now });
          case 'settle':
            if (state !== 'closed') throw invalid();
            return updateFight(tx, input.fightId, {
              state: 'settled',
              result: input.result satisfies CockfightResult,
              closesAt: found.fight.closesAt ?? now,
            });
          case 'cancel':
            if (state === 'settled' || state === 'cancelled') throw invalid();
            return updateFight(tx, input.fightId, { state: 'cancelled', closesAt: found.fight.closesAt ?? now });
        }
      });
      const settled =
        input.action === 'settle' || input.action === 'cancel'
          ? await deps.settlement.settleFight(input.fightId)
          : { bets: 0 };
      return view(input.fightId, settled.bets);
    },
  };
}

export type CockfightControl = ReturnType<typeof createCockfightControl>;
