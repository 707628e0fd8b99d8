import { describe, expect, it } from 'vitest';
import {
  acceptedPatternOf,
  matchesPattern,
  patternIds,
  registrationPatterns,
  validateField,
  type FieldRule,
} from './registration-patterns.ts';

/** For each kind of SPEC §5: values it must accept and values it must refuse. */
const examples: Record<number, { accept: string[]; refuse: string[] }> = {
  0: { accept: ['anything at all', 'ñ#@!', ''], refuse: [] },
  1: { accept: ['abc123', 'Player7', 'x'], refuse: ['1abc', 'ab_c', 'ab c', ''] },
  2: { accept: ['张三123', '李四'], refuse: ['abc', '张三!', 'zhang3'] },
  3: { accept: ['a@b.co', 'first.last+tag@example.com'], refuse: ['a@b', '@b.com', 'a b@c.com', 'a@b..com'] },
  4: { accept: ['abc', 'ABC123', '123'], refuse: ['abc!', 'ab c', 'ñandu'] },
  5: { accept: ['abc123', '1a'], refuse: ['abcdef', '123456', 'abc_123'] },
  6: { accept: ['0912345678', '7'], refuse: ['09-123', '+5255', 'abc'] },
  7: { accept: ['Abc123', 'ABC'], refuse: ['abc123', 'Abc_123'] },
  8: { accept: ['John Smith', 'Ana'], refuse: ['José', 'Ana2', 'Ana-Maria'] },
  9: { accept: ['a-b_c!', 'ñ'], refuse: ['a b', ' a', 'a\tb'] },
  10: { accept: ['你好，世界。', '中文'], refuse: ['中文abc', 'hello'] },
  11: { accept: ['2000-01-31', '12-25-1999'], refuse: ['2000-13-01', '31-12-2000', '2000/01/01'] },
  12: { accept: ['한국어'], refuse: ['한국어1', 'korean'] },
  13: { accept: ['ภาษาไทย'], refuse: ['ภาษาไทย thai', 'thai'] },
  14: { accept: ['ภาษา Thai', 'Thai'], refuse: ['Thai1', 'ภาษา!'] },
  15: { accept: ['JOHN SMITH', 'A'], refuse: ['John Smith', '   ', 'JOHN1'] },
  16: { accept: ['abc123!@#', 'P@ss'], refuse: ['abc 123', 'ñ'] },
  17: { accept: ['Abcdef1!', 'xY9#'], refuse: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
  18: { accept: ['Juan Pérez', "Mary O'Neil Smith"], refuse: ['Juan', 'Juan  Pérez', 'Juan Pérez2'] },
  19: { accept: ['ひらがな', 'カタカナ', '漢字', 'スーパー'], refuse: ['ｶﾀｶﾅ', 'kana', 'ひらがな1'] },
};

describe('registration pattern kinds', () => {
  it('numbers twenty kinds 0–19', () => {
    expect(patternIds).toEqual([...Array(20).keys()]);
  });

  it.each(registrationPatterns.map((p) => [p.id, p.kind] as const))(
    'kind %i (%s) accepts and refuses as specified',
    (id) => {
      const cases = examples[id];
      expect(cases).toBeDefined();
      for (const value of cases?.accept ?? [])
        expect(matchesPattern(id, value), `${id} should accept ${value}`).toBe(true);
      for (const value of cases?.refuse ?? [])
        expect(matchesPattern(id, value), `${id} should refuse ${value}`).toBe(false);
    },
  );

  it('sends * for kind 0 and the regex source for the others', () => {
    expect(acceptedPatternOf(0)).toBe('*');
    expect(acceptedPatternOf(6)).toBe('^[0-9]+$');
    expect(() => acceptedPatternOf(42)).toThrow(RangeError);
  });
});

describe('validateField', () => {
  const rule: FieldRule = {
    enabled: true,
    required: true,
    patternId: 1,
    acceptedPattern: '',
    minLength: 6,
    maxLength: 10,
  };

  it('accepts a matching value within both bounds', () => {
    expect(validateField('username', rule, 'player1')).toBeNull();
  });

  it('names the field and the per-pattern message with min and max', () => {
    const expected = { field: 'username', reason: 'reg_pattern_1', params: { min: 6, max: 10 } };
    expect(validateField('username', rule, 'abc')).toEqual(expected);
    expect(validateField('username', rule, 'player12345')).toEqual(expected);
    expect(validateField('username', rule, '1player')).toEqual(expected);
    expect(validateField('username', rule, '')).toEqual(expected);
  });

  it('lets an optional field be empty and ignores disabled fields', () => {
    expect(validateField('email', { ...rule, required: false }, '')).toBeNull();
    expect(validateField('email', { ...rule, enabled: false }, '###')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    const cjk: FieldRule = { ...rule, patternId: 2, minLength: 2, maxLength: 3 };
    // Two astral characters are four UTF-16 units but two characters: within 2–3.
    expect(validateField('payeeName', cjk, '𠀀𠀀')).toBeNull();
    expect(validateField('payeeName', cjk, '𠀀𠀀𠀀𠀀')).toEqual({
      field: 'payeeName',
      reason: 'reg_pattern_2',
      params: { min: 2, max: 3 },
    });
  });
});
