import { isModuleId, type FieldError, type ModuleId } from '@ficha/contract';
import type { SettingsPatch } from './settings-patch.ts';

/** A list entry the server refused, with the value that was sent when we can tell it. */
export interface EntryFieldError {
  fieldError: FieldError;
  value: string | null;
}

export interface SettingsFieldErrors {
  maintenance: FieldError[];
  blockedCountries: EntryFieldError[];
  blockedCidrs: EntryFieldError[];
  sharedLoginCidrs: EntryFieldError[];
  customerServiceScript: FieldError[];
  siteTemplate: FieldError[];
  /** The licence's fields by name (`licence.url` → `url`). */
  licence: Partial<Record<'authority' | 'number' | 'url', FieldError[]>>;
  modules: Partial<Record<ModuleId, FieldError[]>>;
  /** Errors that belong to no control of the form. */
  other: FieldError[];
}

/**
 * Sorts the server's failing fields onto the form's controls. List fields come back as `blockedCidrs.2`:
 * the index points into the list that was sent, so the sent patch tells which entry it was.
 */
export function groupSettingsFieldErrors(fields: readonly FieldError[], sent: SettingsPatch | undefined) {
  const grouped: SettingsFieldErrors = {
    maintenance: [],
    blockedCountries: [],
    blockedCidrs: [],
    sharedLoginCidrs: [],
    customerServiceScript: [],
    siteTemplate: [],
    licence: {},
    modules: {},
    other: [],
  };
  for (const fieldError of fields) {
    const [head, rest] = splitField(fieldError.field);
    if (head === 'maintenance' || head === 'customerServiceScript' || head === 'siteTemplate') {
      grouped[head].push(fieldError);
    } else if (head === 'blockedCountries' || head === 'blockedCidrs' || head === 'sharedLoginCidrs') {
      const index = rest === null ? Number.NaN : Number(rest);
      const value = Number.isInteger(index) ? (sent?.[head]?.[index] ?? null) : null;
      grouped[head].push({ fieldError, value });
    } else if (head === 'licence' && (rest === 'authority' || rest === 'number' || rest === 'url')) {
      (grouped.licence[rest] ??= []).push(fieldError);
    } else if (head === 'modules' && rest !== null && isModuleId(rest)) {
      (grouped.modules[rest] ??= []).push(fieldError);
    } else {
      grouped.other.push(fieldError);
    }
  }
  return grouped;
}

function splitField(field: string): [string, string | null] {
  const dot = field.indexOf('.');
  return dot === -1 ? [field, null] : [field.slice(0, dot), field.slice(dot + 1)];
}
