/** The part of an audit change worth reading at a glance. */
export interface ChangedPart {
  before: unknown;
  after: unknown;
  /** Unchanged keys were left out. */
  isPartial: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * When both sides are objects (settings snapshots), keeps only the keys whose values differ,
 * so `{maintenance, modules, …}` → `{maintenance: false}` → `{maintenance: true}`. Anything else is kept whole.
 */
export function changedPart(before: unknown, after: unknown): ChangedPart {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after, isPartial: false };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => !sameJson(before[key], after[key]));
  if (changed.length === 0 || changed.length === keys.length) return { before, after, isPartial: false };
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(changed.filter((key) => key in source).map((key) => [key, source[key]]));
  return { before: pick(before), after: pick(after), isPartial: true };
}
