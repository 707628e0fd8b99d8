/**
 * Date and time in the interface language, e.g. "21/11/2025, 21:45:03" (or "21/11/2025, 21:45" without
 * seconds, for dense tables); unparsable input is shown as is.
 */
export function formatDateTime(iso: string, locale: string, options: { hasSeconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const timeStyle = options.hasSeconds === false ? 'short' : 'medium';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle }).format(date);
}
