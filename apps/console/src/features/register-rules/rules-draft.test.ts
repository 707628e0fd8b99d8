import type { FieldRule, RegistrationRules } from '@ficha/contract';
import { registrationFields } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  buildRulesPatch,
  changedFields,
  checkRule,
  checkRules,
  parseLength,
  ruleDraftsOf,
  type RuleDraft,
  type RuleDrafts,
} from './rules-draft.ts';

function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: false,
    patternId: 0,
    acceptedPattern: '*',
    minLength: 0,
    maxLength: 64,
    ...overrides,
  };
}

const saved = Object.fromEntries(registrationFields.map((field) => [field, rule()])) as RegistrationRules;
saved.username = rule({
  required: true,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 16,
});

function draft(overrides: Partial<RuleDraft> = {}): RuleDraft {
  return { enabled: true, required: false, patternId: 0, minLength: '0', maxLength: '64', ...overrides };
}

/** The saved rules with some values typed over them. */
function applyRuleEdits(
  rules: RegistrationRules,
  edits: Partial<Record<keyof RegistrationRules, Partial<RuleDraft>>>,
): RuleDrafts {
  const drafts = ruleDraftsOf(rules);
  for (const [field, change] of Object.entries(edits)) Object.assign(drafts[field as keyof RuleDrafts], change);
  return drafts;
}

describe('parseLength', () => {
  it('reads whole numbers within the bounds', () => {
    expect(parseLength('8', 'minLength')).toBe(8);
    expect(parseLength(' 255 ', 'maxLength')).toBe(255);
    expect(parseLength('0', 'minLength')).toBe(0);
  });

  it('refuses blanks, fractions, signs and values out of bounds', () => {
    for (const text of ['', ' ', '1.5', '-1', '+3', 'abc', '1e2', '256']) {
      expect(parseLength(text, 'minLength'), text).toBeNull();
    }
    expect(parseLength('0', 'maxLength')).toBeNull();
  });
});

describe('checkRule', () => {
  it('accepts a minimum equal to the maximum', () => {
    expect(checkRule(draft({ minLength: '8', maxLength: '8' }))).toEqual({});
  });

  it('reports a maximum below the minimum on the maximum', () => {
    expect(checkRule(draft({ minLength: '10', maxLength: '9' }))).toEqual({ maxLength: 'below_min' });
  });

  it('reports each bound that is not a number in range, and then does not compare them', () => {
    expect(checkRule(draft({ minLength: '', maxLength: '300' }))).toEqual({
      minLength: 'out_of_range',
      maxLength: 'out_of_range',
    });
    expect(checkRule(draft({ minLength: 'x', maxLength: '4' }))).toEqual({ minLength: 'out_of_range' });
  });
});

describe('checkRules', () => {
  it('lists only the rows with problems', () => {
    const drafts = applyRuleEdits(saved, { email: { minLength: '70' } });
    expect(checkRules(drafts)).toEqual({ email: { maxLength: 'below_min' } });
  });

  it('is empty for the saved rules', () => {
    expect(checkRules(applyRuleEdits(saved, {}))).toEqual({});
  });
});

describe('buildRulesPatch', () => {
  it('is empty when nothing changed', () => {
    expect(buildRulesPatch(saved, applyRuleEdits(saved, {}))).toEqual({});
  });

  it('sends only the changed rows, each with its five editable values', () => {
    const drafts = applyRuleEdits(saved, { email: { required: true, patternId: 3 }, username: { maxLength: '20' } });
    expect(buildRulesPatch(saved, drafts)).toEqual({
      email: { enabled: true, required: true, patternId: 3, minLength: 0, maxLength: 64 },
      username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 20 },
    });
  });

  it('does not send a row whose edit puts back the saved values', () => {
    const drafts = applyRuleEdits(saved, { username: { minLength: '06', required: true }, qqNum: { enabled: true } });
    expect(buildRulesPatch(saved, drafts)).toEqual({});
    expect(changedFields(saved, drafts)).toEqual([]);
  });

  it('leaves out a row whose lengths are invalid, while still counting it as changed', () => {
    const drafts = applyRuleEdits(saved, { line: { minLength: '9', maxLength: '3' }, wechat: { enabled: false } });
    expect(buildRulesPatch(saved, drafts)).toEqual({
      wechat: { enabled: false, required: false, patternId: 0, minLength: 0, maxLength: 64 },
    });
    expect(changedFields(saved, drafts)).toEqual(['line', 'wechat']);
  });
});
