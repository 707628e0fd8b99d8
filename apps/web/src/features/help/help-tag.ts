/** The help tag a URL hash names (`#term` → `term`), or null without one. */
export function tagFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The link to a help entry: `/help#<tag>` (upstream-api §1.6). */
export function helpEntryPath(tag: string): { pathname: string; hash: string } {
  return { pathname: '/help', hash: `#${encodeURIComponent(tag)}` };
}

/** A DOM id for a help entry, safe whatever characters the tag holds. */
export function helpEntryElementId(tag: string): string {
  return `help-${tag.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
