import { defaultLanguage, toLanguageCode, type LanguageCode } from '@ficha/contract';

/** What the launch address `/play/<gameCode>?token=…&lang=…&theme=dark|light` carries. */
export interface LaunchParams {
  gameCode: string | null;
  token: string | null;
  language: LanguageCode;
  theme: 'dark' | 'light';
}

/** Reads the launch address; an unknown language is Spanish, an unknown theme dark. */
export function readLaunchParams(pathname: string, search: string): LaunchParams {
  const query = new URLSearchParams(search);
  const parts = pathname.split('/').filter(Boolean);
  const code = parts.length === 2 && parts[0] === 'play' ? parts[1]! : '';
  const token = query.get('token')?.trim() ?? '';
  return {
    gameCode: /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null,
    token: token ? token.slice(0, 256) : null,
    language: toLanguageCode(query.get('lang')) ?? defaultLanguage,
    theme: query.get('theme') === 'light' ? 'light' : 'dark',
  };
}
