export interface DateTimeOptions {
  /** `short` 21/11/2025 (the default, for tables), `medium` 21 nov 2025, `long` 21 de noviembre de 2025. */
  date?: 'short' | 'medium' | 'long';
  /** `medium` 21:45:03 (the default), `short` 21:45 for dense lists, `none` for a calendar date. */
  time?: 'short' | 'medium' | 'none';
  /** An IANA zone to read the moment in (a merchant's); the reader's own when absent. */
  timeZone?: string;
}

/**
 * The one way a moment from the server (ISO 8601) becomes text, in the reader's locale and time zone;
 * unparsable input is shown as it came.
 */
export function formatDateTime(iso: string, locale: string, options: DateTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: dateStyle = 'short', time = 'medium', timeZone } = options;
  const zone = timeZone ? { timeZone } : {};
  return new Intl.DateTimeFormat(
    locale,
    time === 'none' ? { dateStyle, ...zone } : { dateStyle, timeStyle: time, ...zone },
  ).format(date);
}
