/**
 * The game URL a frame of the site shows (the game popup, the lottery page), with the site's theme (the game server's page reads `theme` and `lang`),
 * or null for anything but http(s), so a provider's answer can never run script in the site's origin.
 */
export function gameFrameUrl(url: string, theme: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  parsed.searchParams.set('theme', theme);
  return parsed.href;
}
