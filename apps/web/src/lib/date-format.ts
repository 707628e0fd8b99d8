/** A date and time from the server (ISO 8601) in the reader's locale; an unreadable value is shown as it came. */
export function formatDateTime(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar date (no time) in the reader's locale. */
export function formatDate(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }).format(date);
}

/** `yyyy-MM-dd` of a moment in the local calendar, the format of `<input type="date">`. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
