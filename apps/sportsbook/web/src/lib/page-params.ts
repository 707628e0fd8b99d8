import { defaultLanguage, sportsbookGameCodes, toLanguageCode, type LanguageCode } from '@ficha/contract';
import type { SportsbookGameCode } from '@ficha/contract';

/** What the launch URL carries: `/<lane>?token=…&lang=…&theme=dark|light`. */
export interface BettingPage {
  /** null: a path that is no betting page. */
  lane: SportsbookGameCode | null;
  token: string | null;
  language: LanguageCode;
  theme: 'dark' | 'light';
}

/** Reads the page's address; an unknown language is Spanish, an unknown theme dark. */
export function readBettingPage(pathname: string, search: string): BettingPage {
  const query = new URLSearchParams(search);
  const segment = pathname
    .replace(/^\/web(?=\/)/, '')
    .replace(/\/+$/, '')
    .slice(1);
  const token = query.get('token')?.trim();
  return {
    lane: (sportsbookGameCodes as readonly string[]).includes(segment) ? (segment as SportsbookGameCode) : null,
    token: token ? token.slice(0, 256) : null,
    language: toLanguageCode(query.get('lang')) ?? defaultLanguage,
    theme: query.get('theme') === 'light' ? 'light' : 'dark',
  };
}
