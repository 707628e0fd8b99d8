/**
 * A UTC offset as people write it: `GMT-6`, `GMT+5:30`, `GMT+0`. `offsetMinutes` is east of UTC, i.e.
 * `-date.getTimezoneOffset()`.
 */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(Math.trunc(offsetMinutes));
  const hours = Math.floor(absolute / 60);
  const minutes = absolute % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
