import { describe, expect, it } from 'vitest';
import { groupRulesFieldErrors } from './rules-field-errors.ts';

describe('groupRulesFieldErrors', () => {
  it('puts an error on the control of its row', () => {
    const error = { field: 'rules.username.maxLength', reason: 'too_big', params: { max: 255 } };
    expect(groupRulesFieldErrors([error]).byField).toEqual({ username: { maxLength: [error] } });
  });

  it('puts an error on a whole row on the row', () => {
    const error = { field: 'rules.password', reason: 'invalid_value' };
    expect(groupRulesFieldErrors([error]).byField).toEqual({ password: { row: [error] } });
  });

  it('accepts paths without the rules prefix', () => {
    const error = { field: 'email.minLength', reason: 'too_small', params: { min: 0 } };
    expect(groupRulesFieldErrors([error]).byField.email?.minLength).toEqual([error]);
  });

  it('keeps errors of unknown fields and keys aside', () => {
    const errors = [
      { field: 'rules', reason: 'invalid_type' },
      { field: 'rules.nickname.maxLength', reason: 'unknown_field' },
      { field: 'rules.email.colour', reason: 'unknown_field' },
      { field: 'rules.email.minLength.x', reason: 'invalid' },
    ];
    const grouped = groupRulesFieldErrors(errors);
    expect(grouped.byField).toEqual({});
    expect(grouped.other).toEqual(errors);
  });
});
