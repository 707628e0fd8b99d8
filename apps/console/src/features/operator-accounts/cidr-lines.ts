/** The address ranges typed one per line (commas and spaces also separate them), without empty entries. */
export function cidrLines(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Ranges back into the one-per-line text of the form. */
export function cidrText(cidrs: readonly string[]): string {
  return cidrs.join('\n');
}
