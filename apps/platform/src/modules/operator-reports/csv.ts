/**
 * CSV cells (RFC 4180) that a spreadsheet opens as text: a cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe (OWASP's CSV-injection rule), and a cell holding a comma, a quote or
 * a line break is quoted with its quotes doubled. Numbers we format ourselves go through `csvMoney`/`String`.
 */
export function csvText(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Minor units as a plain decimal (`-1234.50`): no grouping, so a spreadsheet reads it as a number. */
export function csvMoney(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** One CSV line of already-formatted cells, CRLF-terminated. */
export const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
