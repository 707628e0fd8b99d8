import { toWireMoney } from '@ficha/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { BonusTerms } from '../src/modules/bonus-wallet/bonus-terms.ts';
import { endActiveBonus } from './money-model-bonus.ts';
import type { IdChoice, MoneyModel } from './money-model-state.ts';
import type { MoneySystem } from './money-model-system.ts';

type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneySystem>;

const money = (minor: bigint) => `${toWireMoney(minor)}`;

/**
 * A bonus granted to the player (as a promotion will): a new grant key, or one used before (a replay that moves
 * nothing). Refused while another bonus is active; with no requirement it converts at once.
 */
export class GrantBonusCommand implements MoneyCommand {
  constructor(
    readonly key: IdChoice,
    readonly amountMinor: bigint,
    readonly multiplierPct: number,
    readonly maxBetMinor: bigint | null,
    readonly capped: boolean,
    readonly playOrder: BonusTerms['playOrder'],
  ) {}
  check = () => true;
  async run(model: MoneyModel, real: MoneySystem) {
    const keys = model.bonus.grantKeys;
    const reused = this.key !== null && keys.length > 0 ? keys[this.key % keys.length]! : null;
    const grantKey = reused ?? `${model.prefix}-g${(model.nextId += 1)}`;
    const terms: BonusTerms = {
      wageringMultiplierPct: this.multiplierPct,
      wageringBase: 'bonus',
      contributions: {},
      defaultContributionPct: 100,
      maxBetMinor: this.maxBetMinor,
      maxCashoutMinor: this.capped ? this.amountMinor : null,
      playOrder: this.playOrder,
    };
    if (reused) {
      expect((await real.grantBonus(grantKey, this.amountMinor, terms)).replayed, this.toString()).toBe(true);
    } else if (model.bonus.active) {
      await expect(real.grantBonus(grantKey, this.amountMinor, terms), this.toString()).rejects.toMatchObject({
        code: 'bonus_already_active',
      });
    } else {
      const { bonus } = await real.grantBonus(grantKey, this.amountMinor, terms);
      keys.push(grantKey);
      model.bonus.nextBonusId += 1;
      model.bonus.heldMinor += this.amountMinor;
      model.bonus.active = {
        id: model.bonus.nextBonusId,
        requirementMinor: bonus.requirementMinor,
        wageredMinor: 0n,
        maxBetMinor: this.maxBetMinor,
        maxCashoutMinor: terms.maxCashoutMinor,
        playOrder: this.playOrder,
      };
      expect(bonus.requirementMinor, this.toString()).toBe(
        (this.amountMinor * BigInt(this.multiplierPct) + 99n) / 100n,
      );
      if (bonus.requirementMinor === 0n) model.balances.player += endActiveBonus(model.bonus, true);
    }
    await real.expectConsistent(model, this.toString());
  }
  toString = () =>
    `grantBonus(${this.key === null ? 'new' : `#${this.key}`}, ${money(this.amountMinor)}, ×${this.multiplierPct / 100}, ` +
    `max bet ${this.maxBetMinor === null ? '-' : money(this.maxBetMinor)}${this.capped ? ', capped' : ''}, ` +
    `${this.playOrder})`;
}

/** The player gives its active bonus up (or an operator forfeits it): the bonus money goes back to the budget. */
class ForfeitBonusCommand implements MoneyCommand {
  check = (model: Readonly<MoneyModel>) => model.bonus.active !== null;
  async run(model: MoneyModel, real: MoneySystem) {
    const bonusId = await real.activeBonusId();
    expect(bonusId, this.toString()).not.toBeNull();
    await real.forfeitActive(bonusId!);
    endActiveBonus(model.bonus, false);
    await expect(real.forfeitActive(bonusId!), `${this.toString()} again`).rejects.toMatchObject({
      code: 'bonus_not_active',
    });
    await real.expectConsistent(model, this.toString());
  }
  toString = () => 'forfeitBonus()';
}

/** The expiry sweep runs after the active bonus's expiry: it is forfeited to the budget. */
class ExpireBonusCommand implements MoneyCommand {
  check = (model: Readonly<MoneyModel>) => model.bonus.active !== null;
  async run(model: MoneyModel, real: MoneySystem) {
    await real.bonuses.expireDue(10_000, new Date(Date.now() + 2 * 3_600_000));
    endActiveBonus(model.bonus, false);
    await real.expectConsistent(model, this.toString());
  }
  toString = () => 'expireBonuses()';
}

const grants = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
    fc.constantFrom(10_00n, 50_00n, 200_00n),
    fc.constantFrom(0, 100, 300),
    fc.constantFrom<bigint | null>(null, 20_00n),
    fc.boolean(),
    fc.constantFrom<BonusTerms['playOrder']>('cash_first', 'bonus_first'),
  )
  .map(([key, amount, pct, maxBet, capped, order]) => new GrantBonusCommand(key, amount, pct, maxBet, capped, order));

/** The bonus commands the model test draws from (grants twice: the bonus rules need an active bonus). */
export const bonusCommands = [
  grants,
  grants,
  fc.constant(new ForfeitBonusCommand()),
  fc.constant(new ExpireBonusCommand()),
];
