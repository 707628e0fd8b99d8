import { defaultLanguage, toLanguageCode, type LanguageCode } from '@ficha/contract';

export type Theme = 'dark' | 'light';

/** What the launch URL's query carries: the one-use launch token, the site's language and theme. */
export interface PageParams {
  token: string | null;
  language: LanguageCode;
  theme: Theme;
}

/** Reads `?token=…&lang=…&theme=dark|light`; an unknown language is Spanish, an unknown theme dark. */
export function readPageParams(search: string): PageParams {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim();
  return {
    token: token ? token.slice(0, 256) : null,
    language: toLanguageCode(query.get('lang')) ?? defaultLanguage,
    theme: query.get('theme') === 'light' ? 'light' : 'dark',
  };
}

/** The pages the game server serves with this app. */
export type PageRoute =
  { page: 'play'; gameCode: string } | { page: 'round'; roundId: string } | { page: 'verify' } | { page: 'not_found' };

const segment = (value: string | undefined) => {
  if (!value) return null;
  try {
    const decoded = decodeURIComponent(value);
    return decoded.length > 0 && decoded.length <= 128 ? decoded : null;
  } catch {
    return null;
  }
};

/** `/play/<gameCode>`, `/rounds/<roundId>`, `/verify` (a trailing slash allowed). */
export function readRoute(pathname: string): PageRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'play' && parts.length === 2) {
    const gameCode = segment(parts[1]);
    if (gameCode) return { page: 'play', gameCode };
  }
  if (parts[0] === 'rounds' && parts.length === 2) {
    const roundId = segment(parts[1]);
    if (roundId) return { page: 'round', roundId };
  }
  if (parts[0] === 'verify' && parts.length === 1) return { page: 'verify' };
  return { page: 'not_found' };
}
