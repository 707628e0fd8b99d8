import { describe, expect, it } from 'vitest';
import { fieldProblemText } from './field-problems.ts';

describe('fieldProblemText', () => {
  it('translates known reasons with their values', () => {
    expect(fieldProblemText({ reason: 'too_big', params: { max: 32 } })).toEqual({
      key: 'field_error_too_big',
      params: { max: 32 },
    });
    expect(fieldProblemText({ reason: 'mobile_format', params: {} }).key).toBe('field_error_mobile_format');
  });

  it('says "required" for a minimum of one character', () => {
    expect(fieldProblemText({ reason: 'too_small', params: { min: 1 } }).key).toBe('field_error_required');
    expect(fieldProblemText({ reason: 'too_small', params: { min: 6 } }).key).toBe('field_error_too_small');
  });

  it('falls back to a generic text for unknown reasons', () => {
    expect(fieldProblemText({ reason: 'reg_pattern_7', params: {} }).key).toBe('field_error_invalid');
    expect(fieldProblemText({ reason: 'toString', params: {} }).key).toBe('field_error_invalid');
  });
});
