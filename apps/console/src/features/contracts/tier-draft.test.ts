import { maxContractTiers } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { checkTiers, draftOf, parseRateText, wireRateOf, type TierDraft } from './tier-draft.ts';

const row = (rate: string, minValidBet = '0', minActiveMembers = '0', minNetLoss = ''): TierDraft => ({
  rate,
  minValidBet,
  minNetLoss,
  minActiveMembers,
});

describe('parseRateText', () => {
  it('reads a percentage into integer basis points', () => {
    expect(parseRateText('12.5')).toEqual({ ok: true, bp: 1250 });
    expect(parseRateText(' 0,05 ')).toEqual({ ok: true, bp: 5 });
    expect(parseRateText('100')).toEqual({ ok: true, bp: 10_000 });
    expect(parseRateText('0.1')).toEqual({ ok: true, bp: 10 });
  });

  it('refuses empty, negative, above 100 %, fractional basis points and other text', () => {
    expect(parseRateText('')).toEqual({ ok: false, problem: 'required' });
    expect(parseRateText('-1')).toEqual({ ok: false, problem: 'rateRange' });
    expect(parseRateText('100.01')).toEqual({ ok: false, problem: 'rateRange' });
    expect(parseRateText('1.005')).toEqual({ ok: false, problem: 'rateFormat' });
    expect(parseRateText('1e2')).toEqual({ ok: false, problem: 'rateFormat' });
    expect(parseRateText('abc')).toEqual({ ok: false, problem: 'rateFormat' });
  });
});

describe('wireRateOf', () => {
  it('writes basis points as the wire percentage without float maths', () => {
    expect([wireRateOf(1250), wireRateOf(5), wireRateOf(10_000), wireRateOf(29), wireRateOf(0)]).toEqual([
      12.5, 0.05, 100, 0.29, 0,
    ]);
  });
});

describe('checkTiers', () => {
  it('gives the wire tiers of good rows', () => {
    expect(checkTiers([row('0.5'), row('1.25', '1000.5', '3', '20')], 250)).toEqual({
      tiers: [
        { rate: 0.5, minValidBet: 0, minNetLoss: null, minActiveMembers: 0 },
        { rate: 1.25, minValidBet: 1000.5, minNetLoss: 20, minActiveMembers: 3 },
      ],
      problems: {},
    });
  });

  it('round-trips a saved tier through its draft', () => {
    const saved = { rate: 0.29, minValidBet: 10.1, minNetLoss: null, minActiveMembers: 2 };
    expect(checkTiers([draftOf(saved)], null).tiers).toEqual([saved]);
  });

  it('names the input that is wrong, as the server names it', () => {
    expect(checkTiers([row('2'), row('1', '10', '1')], 300).problems).toEqual({ 'tiers.1.rate': 'rateNotHigher' });
    expect(checkTiers([row('1', '10'), row('2', '5', '1')], 300).problems).toEqual({
      'tiers.1.minValidBet': 'conditionsNotHigher',
    });
    expect(checkTiers([row('1'), row('2')], 300).problems).toEqual({ 'tiers.1.minValidBet': 'conditionsNotHigher' });
    expect(checkTiers([row('3.5')], 300).problems).toEqual({ 'tiers.0.rate': 'aboveMaxRate' });
    expect(checkTiers([row('1', '-5', 'x', '1.234')], 300).problems).toEqual({
      'tiers.0.minValidBet': 'moneyFormat',
      'tiers.0.minNetLoss': 'moneyFormat',
      'tiers.0.minActiveMembers': 'membersFormat',
    });
    expect(checkTiers([row('', '', '')], null).problems).toEqual({
      'tiers.0.rate': 'required',
      'tiers.0.minValidBet': 'required',
      'tiers.0.minActiveMembers': 'required',
    });
  });

  it('sends nothing above the most tiers a template holds', () => {
    const rows = Array.from({ length: maxContractTiers + 1 }, (_, i) => row(String(i + 1), String(i), String(i)));
    expect(checkTiers(rows, 10_000).tiers).toBeNull();
    expect(checkTiers(rows.slice(0, maxContractTiers), 10_000).tiers).toHaveLength(maxContractTiers);
  });
});
