import { describe, expect, it } from 'vitest';
import { channelFieldsOf, draftProblems, emptyChannelDraft } from './channel-draft.ts';

const valid = {
  ...emptyChannelDraft,
  code: 'banco',
  name: 'Banco',
  bankName: 'B',
  accountHolder: 'H',
  accountNumber: '123',
  minAmount: '10',
  maxAmount: '1000.5',
};

describe('channel draft', () => {
  it('accepts a complete bank channel and builds its request', () => {
    expect(draftProblems(valid, true)).toEqual({});
    expect(channelFieldsOf({ ...valid, nameEn: ' Bank ' })).toMatchObject({
      minAmount: 10,
      maxAmount: 1000.5,
      names: { EN: 'Bank' },
      sortOrder: 0,
    });
  });

  it('names each problem: code, amounts, order, missing account', () => {
    expect(
      draftProblems(
        { ...valid, code: 'Bad Code', minAmount: '1.234', maxAmount: '0', sortOrder: '-1', accountNumber: '' },
        true,
      ),
    ).toEqual({
      code: 'codeInvalid',
      minAmount: 'amountInvalid',
      maxAmount: 'amountInvalid',
      sortOrder: 'sortInvalid',
      accountNumber: 'required',
    });
    expect(draftProblems({ ...valid, minAmount: '50', maxAmount: '5' }, false)).toEqual({
      maxAmount: 'maxBelowMin',
    });
    expect(draftProblems({ ...valid, kind: 'gateway', accountNumber: '', bankName: '' }, false)).toEqual({});
  });
});
