import { describe, expect, it } from 'vitest';
import {
  emptyRankDraft,
  emptyRewardDraft,
  ranksFormSchema,
  readMoneyOrZero,
  readWholeNumber,
  rewardFormSchema,
  rulesFormSchema,
  type RulesDraft,
} from './loyalty-drafts.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('loyalty form texts', () => {
  it('reads whole numbers and money without guessing', () => {
    expect(readWholeNumber(' 120 ')).toBe(120);
    expect(readWholeNumber('1.5')).toBeNull();
    expect(readWholeNumber('-3')).toBeNull();
    expect(readWholeNumber('1e3')).toBeNull();
    expect(readWholeNumber('')).toBeNull();
    expect(readMoneyOrZero('')).toBe(0);
    expect(readMoneyOrZero('0,00')).toBe(0);
    expect(readMoneyOrZero('12,5')).toBe(12.5);
    expect(readMoneyOrZero('0.1')).toBe(0.1);
    expect(readMoneyOrZero('1.005')).toBeNull();
    expect(readMoneyOrZero('-1')).toBeNull();
  });

  it('turns a reward form into the savePointReward body, with the id when editing', () => {
    const body = rewardFormSchema(7).parse({
      ...emptyRewardDraft,
      kind: 'bonus',
      name: ' Weekend bonus ',
      points: '500',
      value: '25.50',
      stock: '',
      sort: '3',
      art: 'coins',
    });
    expect(body).toEqual({
      id: 7,
      kind: 'bonus',
      name: 'Weekend bonus',
      description: '',
      imageUrl: '',
      art: 'coins',
      points: 500,
      value: 25.5,
      stock: null,
      active: true,
      sort: 3,
    });
    expect(
      rewardFormSchema(undefined).parse({ ...emptyRewardDraft, name: 'Cap', points: '10', stock: '4' }),
    ).toMatchObject({ kind: 'item', value: 0, stock: 4 });
  });

  it('refuses what the contract refuses, on the field that is wrong', () => {
    const bad = rewardFormSchema(undefined).safeParse({
      ...emptyRewardDraft,
      kind: 'cash',
      name: '',
      points: '1.5',
      value: '',
      stock: 'many',
      imageUrl: 'ftp://x',
    });
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        'points:whole_number',
        'value:value_for_kind',
        'stock:whole_number',
        'name:too_small?min=1',
        'imageUrl:url_format',
        'imageUrl:url_format',
      ]),
    );
    const item = rewardFormSchema(undefined).safeParse({ ...emptyRewardDraft, name: 'x', points: '1', value: '3' });
    expect(issuesOf(item)).toEqual(['value:value_for_kind']);
  });

  it('builds the point rules body: only the game types given, the targets ticked', () => {
    const draft: RulesDraft = {
      defaultBetRate: '1',
      depositRate: '2',
      convertPoints: '100',
      convertAmount: '1,00',
      convertCash: true,
      convertBonus: false,
      bonusMultiplier: '3',
      bonusDays: '7',
      rate_RNG: '5',
      rate_LIVE: '',
    };
    expect(rulesFormSchema.parse(draft)).toEqual({
      betRates: [{ gameType: 'RNG', rate: 5 }],
      defaultBetRate: 1,
      depositRate: 2,
      convertPoints: 100,
      convertAmount: 1,
      convertTargets: ['cash'],
      bonusMultiplier: 3,
      bonusDays: 7,
    });
    const bad = rulesFormSchema.safeParse({ ...draft, rate_RNG: '2.5', convertAmount: '0', bonusDays: '0' });
    expect(issuesOf(bad)).toEqual(expect.arrayContaining(['rate_RNG:whole_number', 'convertAmount:money_format']));
    expect(issuesOf(bad).some((i) => i.startsWith('bonusDays:'))).toBe(true);
  });

  it('keeps a rank problem on its cell', () => {
    const ok = ranksFormSchema.parse({ ranks: [{ ...emptyRankDraft, name: 'Bronze', lifetimeBets: '1000' }] });
    expect(ok.ranks[0]).toMatchObject({ name: 'Bronze', lifetimeBets: 1000, retentionMonths: 0 });
    const bad = ranksFormSchema.safeParse({
      ranks: [
        { ...emptyRankDraft, name: 'Bronze' },
        { ...emptyRankDraft, name: '', lifetimeBets: '10.001', retentionMonths: '30' },
      ],
    });
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        'ranks.1.lifetimeBets:money_format',
        'ranks.1.name:too_small?min=1',
        'ranks.1.retentionMonths:too_big?max=24',
      ]),
    );
  });
});
