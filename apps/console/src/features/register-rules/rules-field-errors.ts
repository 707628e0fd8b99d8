import { registrationFields, type FieldError, type RegistrationField } from '@ficha/contract';

const ruleKeys = ['enabled', 'required', 'patternId', 'minLength', 'maxLength'] as const;

export type RuleKey = (typeof ruleKeys)[number];

/** A row's server errors: on one of its controls, or on the whole row. */
export type RowFieldErrors = Partial<Record<RuleKey | 'row', FieldError[]>>;

export interface RulesFieldErrors {
  byField: Partial<Record<RegistrationField, RowFieldErrors>>;
  /** Errors that belong to no row of the table. */
  other: FieldError[];
}

function isRegistrationField(value: string | undefined): value is RegistrationField {
  return registrationFields.some((field) => field === value);
}

function isRuleKey(value: string | undefined): value is RuleKey {
  return ruleKeys.some((key) => key === value);
}

/** Sorts the server's failing fields (`rules.username.maxLength`, `rules.email`) onto the table's rows. */
export function groupRulesFieldErrors(fields: readonly FieldError[]): RulesFieldErrors {
  const grouped: RulesFieldErrors = { byField: {}, other: [] };
  for (const fieldError of fields) {
    const parts = fieldError.field.split('.');
    if (parts[0] === 'rules') parts.shift();
    const [field, key, ...rest] = parts;
    if (!isRegistrationField(field) || rest.length > 0 || (key !== undefined && !isRuleKey(key))) {
      grouped.other.push(fieldError);
      continue;
    }
    const row = (grouped.byField[field] ??= {});
    (row[key ?? 'row'] ??= []).push(fieldError);
  }
  return grouped;
}
