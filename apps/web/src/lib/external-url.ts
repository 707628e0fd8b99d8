/**
 * A URL from server data that may be opened in a new window, or null. Only http(s) survives, so a
 * configured `javascript:` or `data:` link can never run in the site's origin.
 */
export function toSafeExternalUrl(
  value: string | null | undefined,
  base: string | undefined = globalThis.location?.origin,
): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Opens a URL in a new window without giving it a handle back to this page. */
export function openExternal(url: string, name = '_blank', features = ''): void {
  const opened = window.open(url, name, features);
  if (opened) opened.opener = null;
}
