import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCommands, GrantBonusCommand } from './money-model-bonus-commands.ts';
import {
  credits,
  debits,
  deposits,
  openingDeposits,
  replayEarlierCalls,
  resends,
  rollbacks,
  withdrawals,
} from './money-model-commands.ts';
import { newModel } from './money-model-state.ts';
import { openMoneyModelWorld, type MoneyModelWorld } from './money-model-world.ts';
import { createMoneySystem } from './money-model-system.ts';

/**
 * The wallet model test with bonuses (decision 0050): random sequences of bonus grants (replayed keys, a second
 * active bonus refused, no requirement converting at once, max bets, cash-out caps, both play orders), signed
 * seamless debits, credits and rollbacks while a bonus is active or after it ended, forfeits, expiry sweeps,
 * withdrawals that must forfeit first, and deposits. After every command the player's wallet and bonus wallet equal
 * the model's and the ledger invariants P1–P5 hold; each run ends by replaying earlier calls, which move nothing.
 *
 * Seeded: MONEY_MODEL_SEED replays another seed.
 */
const seed = Number(process.env.MONEY_MODEL_SEED ?? 20_261_126);
const numRuns = 8;

let w: MoneyModelWorld;
beforeAll(async () => {
  w = await openMoneyModelWorld();
});
afterAll(() => w.t.close());

/** Bonus commands among the seamless calls that wager them (three times each: most of what a bonus meets). */
const commands = [
  ...bonusCommands,
  debits,
  debits,
  debits,
  credits,
  credits,
  credits,
  rollbacks,
  resends,
  withdrawals,
  deposits,
];

describe('wallet model with bonuses', () => {
  it(`keeps wallet and bonus wallet equal to the model and the ledger sound after every command (seed ${seed})`, async () => {
    let run = 100;
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: 30, size: 'max' }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (drawn, replayPicks) => {
          run += 1;
          const real = await createMoneySystem(w.t, w.baseUrl, w.operator, w.seamless, run);
          const model = newModel(real.prefix);
          await openingDeposits(model, real);
          // Every run opens with an active bonus staked first, so the drawn calls meet one from the start.
          await new GrantBonusCommand(null, 200_00n, 300, null, true, 'bonus_first').run(model, real);
          await fc.asyncModelRun(() => ({ model, real }), drawn);
          await replayEarlierCalls(model, real, replayPicks);
        },
      ),
      { seed, numRuns },
    );
    expect(run).toBeGreaterThanOrEqual(100 + numRuns);
  }, 600_000);
});
