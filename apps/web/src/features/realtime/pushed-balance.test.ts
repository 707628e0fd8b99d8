import { describe, expect, it } from 'vitest';
import { withPushedBalance } from './pushed-balance.ts';

const cached = {
  sumBalance: 10,
  balance: [{ accountTypeId: 0, name: 'MAIN', availBalance: 10 }],
  currency: 'USD',
  currencySymbol: '$',
};

describe('withPushedBalance', () => {
  it('puts the pushed balance in the main wallet and the sum', () => {
    expect(withPushedBalance(cached, { type: 'balance', currency: 'USD', balance: 1234.5, entryId: 9 })).toEqual({
      ...cached,
      sumBalance: 1234.5,
      balance: [{ accountTypeId: 0, name: 'MAIN', availBalance: 1234.5 }],
    });
  });

  it('answers nothing without a cached balance or in another currency', () => {
    expect(withPushedBalance(undefined, { type: 'balance', currency: 'USD', balance: 1, entryId: 1 })).toBeUndefined();
    expect(withPushedBalance(cached, { type: 'balance', currency: 'EUR', balance: 1, entryId: 1 })).toBeUndefined();
  });

  it('answers nothing while a bonus wallet sits beside the main one (the sum is read again)', () => {
    const withBonus = {
      ...cached,
      sumBalance: 15,
      balance: [...cached.balance, { accountTypeId: 1, name: 'BONUS', availBalance: 5 }],
    };
    expect(withPushedBalance(withBonus, { type: 'balance', currency: 'USD', balance: 20, entryId: 2 })).toBeUndefined();
  });
});
