import { DomainError } from '@ficha/contract';
import { normalEmail, normalMobile } from './rg.queries.ts';

export interface RegisterEntry {
  email: string | null;
  mobile: string | null;
  /** Null: permanent. */
  endsAt: Date | null;
}

const maxLines = 5000;
const emailShape = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;

/**
 * An external self-exclusion register file (decision 0048): UTF-8 CSV, one person per line,
 * `email,mobile,end date` — either identity may be empty but not both; the mobile in international form with
 * its country code (only digits count); the end date `YYYY-MM-DD` (UTC, exclusive), empty for permanent. A first
 * line `email,mobile,end` is a header and skipped; blank lines are skipped. Any bad line refuses the whole file,
 * naming the line.
 */
export function parseRegister(csv: string, now: Date): RegisterEntry[] {
  const lines = csv.split(/\r?\n/);
  const entries: RegisterEntry[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || (index === 0 && /^email\s*,/i.test(line))) return;
    const bad = (reason: string) =>
      new DomainError('request_param_err', { fields: [{ field: 'csv', reason, params: { line: index + 1 } }] });
    const cells = line.split(',').map((cell) => cell.trim());
    if (cells.length !== 3) throw bad('rg_register_columns');
    const [emailCell = '', mobileCell = '', endCell = ''] = cells;
    if (emailCell && !emailShape.test(emailCell)) throw bad('rg_register_email');
    const mobile = normalMobile(mobileCell);
    if (mobileCell && (!mobile || mobile.length < 7 || mobile.length > 15)) throw bad('rg_register_mobile');
    if (!emailCell && !mobile) throw bad('rg_register_identity');
    let endsAt: Date | null = null;
    if (endCell) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(endCell) || Number.isNaN(Date.parse(`${endCell}T00:00:00Z`)))
        throw bad('rg_register_date');
      endsAt = new Date(`${endCell}T00:00:00Z`);
      if (endsAt <= now) return;
    }
    entries.push({ email: normalEmail(emailCell), mobile, endsAt });
  });
  if (entries.length > maxLines) throw new DomainError('request_too_large');
  return entries;
}
