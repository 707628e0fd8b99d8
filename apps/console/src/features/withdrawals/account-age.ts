/** Whole days between an account's registration and `now` (0 on the first day, never negative). */
export function accountAgeDays(registeredAt: string, now: Date): number {
  const registered = Date.parse(registeredAt);
  if (Number.isNaN(registered)) return 0;
  return Math.max(0, Math.floor((now.getTime() - registered) / 86_400_000));
}
