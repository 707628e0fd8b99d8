import { formatMoney, parseMoney } from '@ficha/contract';

/** A wire amount as display text: 2 decimals and thousands separators (SPEC §9 "Balance format"). */
export function moneyText(amount: number, locale: string): string {
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok) return String(amount);
  return `${amount < 0 ? '-' : ''}${formatMoney(parsed.minor, locale)}`;
}

/** How far the turnover has come, 0–100, for a progress bar (display only). */
export function turnoverPercent(requirement: number, progress: number): number {
  if (requirement <= 0) return 100;
  return Math.min(100, Math.floor((progress / requirement) * 100));
}
