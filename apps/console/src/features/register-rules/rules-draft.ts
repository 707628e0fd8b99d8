import {
  registrationFields,
  type EndpointInput,
  type FieldRule,
  type RegistrationField,
  type RegistrationRules,
  type updateRegisterRules,
} from '@ficha/contract';

export type RulesPatch = EndpointInput<typeof updateRegisterRules>['rules'];

/** One row of the form; the lengths stay text while typed so a cleared box is not read as 0. */
export interface RuleDraft {
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: string;
  maxLength: string;
}

export type RuleDrafts = Record<RegistrationField, RuleDraft>;

/** Username and password are always asked for; the server refuses to turn them off or make them optional. */
export const lockedFields: readonly RegistrationField[] = ['username', 'password'];

export function isLockedField(field: RegistrationField): boolean {
  return lockedFields.includes(field);
}

/** The bounds of the contract's editable rule. */
export const lengthBounds = {
  minLength: { min: 0, max: 255 },
  maxLength: { min: 1, max: 255 },
} as const;

export type LengthKey = keyof typeof lengthBounds;

/** `out_of_range`: not a whole number within the bounds; `below_min`: a maximum under the row's minimum. */
export type LengthProblem = 'out_of_range' | 'below_min';

export type RuleProblems = Partial<Record<LengthKey, LengthProblem>>;

function draftOf(rule: FieldRule): RuleDraft {
  return {
    enabled: rule.enabled,
    required: rule.required,
    patternId: rule.patternId,
    minLength: String(rule.minLength),
    maxLength: String(rule.maxLength),
  };
}

/** The saved rules as the form's values. */
export function ruleDraftsOf(saved: RegistrationRules): RuleDrafts {
  return Object.fromEntries(registrationFields.map((field) => [field, draftOf(saved[field])])) as RuleDrafts;
}

/** A whole number within the bounds of `key`, or null. */
export function parseLength(text: string, key: LengthKey): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const bounds = lengthBounds[key];
  return value >= bounds.min && value <= bounds.max ? value : null;
}

/** The row's length problems: each bound in range, and min ≤ max (reported on the maximum). */
export function checkRule(draft: RuleDraft): RuleProblems {
  const problems: RuleProblems = {};
  const min = parseLength(draft.minLength, 'minLength');
  const max = parseLength(draft.maxLength, 'maxLength');
  if (min === null) problems.minLength = 'out_of_range';
  if (max === null) problems.maxLength = 'out_of_range';
  else if (min !== null && min > max) problems.maxLength = 'below_min';
  return problems;
}

/** The rows with problems; empty when the form can be sent. */
export function checkRules(drafts: RuleDrafts): Partial<Record<RegistrationField, RuleProblems>> {
  const found: Partial<Record<RegistrationField, RuleProblems>> = {};
  for (const field of registrationFields) {
    const problems = checkRule(drafts[field]);
    if (Object.keys(problems).length > 0) found[field] = problems;
  }
  return found;
}

/** Whether the row differs from the saved rule (a length that doesn't parse counts as a change). */
export function isRuleChanged(saved: FieldRule, draft: RuleDraft): boolean {
  return (
    draft.enabled !== saved.enabled ||
    draft.required !== saved.required ||
    draft.patternId !== saved.patternId ||
    parseLength(draft.minLength, 'minLength') !== saved.minLength ||
    parseLength(draft.maxLength, 'maxLength') !== saved.maxLength
  );
}

/** Only the rows that changed, each whole (the contract wants all five values of a row); invalid rows are left out. */
export function buildRulesPatch(saved: RegistrationRules, drafts: RuleDrafts): RulesPatch {
  const patch: RulesPatch = {};
  for (const field of registrationFields) {
    const draft = drafts[field];
    if (!isRuleChanged(saved[field], draft)) continue;
    const minLength = parseLength(draft.minLength, 'minLength');
    const maxLength = parseLength(draft.maxLength, 'maxLength');
    if (minLength === null || maxLength === null || minLength > maxLength) continue;
    patch[field] = {
      enabled: draft.enabled,
      required: draft.required,
      patternId: draft.patternId,
      minLength,
      maxLength,
    };
  }
  return patch;
}

export function changedFields(saved: RegistrationRules, drafts: RuleDrafts): RegistrationField[] {
  return registrationFields.filter((field) => isRuleChanged(saved[field], drafts[field]));
}
