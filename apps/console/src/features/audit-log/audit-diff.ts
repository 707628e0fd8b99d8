/** One field an audited change touched: where it sits in the snapshot (`modules.FREEPLAY3`), its old and new value. */
export interface AuditDiffRow {
  /** Dotted path of the field; empty when the values themselves are not objects. */
  field: string;
  /** `undefined` when the field did not exist on that side (created, or removed). */
  before: unknown;
  after: unknown;
}

/** How deep nested objects are opened into dotted fields; deeper values are shown whole. */
const maxDepth = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * The readable difference between an audit entry's before and after snapshots: one row per changed field
 * (`maintenance: false → true`), nested objects opened into dotted fields, unchanged fields left out. A creation
 * (no before) or a deletion (no after) lists the fields of the side that exists. Values that are not objects on
 * both sides (a status text, a list) are one row.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const rows: AuditDiffRow[] = [];
  walk(before ?? undefined, after ?? undefined, '', 0, rows);
  return rows;
}

function walk(before: unknown, after: unknown, field: string, depth: number, rows: AuditDiffRow[]) {
  if (sameJson(before, after)) return;
  const opens = (value: unknown) => value === undefined || isPlainObject(value);
  if (depth < maxDepth && opens(before) && opens(after) && (before !== undefined || after !== undefined)) {
    const left = (before ?? {}) as Record<string, unknown>;
    const right = (after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    for (const key of keys) walk(left[key], right[key], field ? `${field}.${key}` : key, depth + 1, rows);
    return;
  }
  rows.push({ field, before, after });
}
