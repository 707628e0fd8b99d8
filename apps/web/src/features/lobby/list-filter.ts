import type { GameType } from '@ficha/contract';
import type { GameFilter } from './queries.ts';

const vendorCode = /^[A-Z0-9_]{1,32}$/;
const classifyTag = /^[A-Z0-9_]{1,24}$/;
const searchMax = 64;

/** The search of a list centre's URL (query `q`), trimmed and bounded as the server accepts it. */
export function searchOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, searchMax);
}

/**
 * The game list filter of a list centre's URL: its type, and the vendor (`vassalage`), classify tag
 * (`classify`) and name search (`q`) when they are well formed; a malformed value is ignored rather
 * than sent to be refused.
 */
export function listFilterOf(type: GameType, params: URLSearchParams): GameFilter {
  const vassalage = (params.get('vassalage') ?? '').trim().toUpperCase();
  const classify = (params.get('classify') ?? '').trim().toUpperCase();
  const search = searchOf(params);
  return {
    gameType: type,
    ...(vendorCode.test(vassalage) ? { vassalage } : {}),
    ...(classifyTag.test(classify) ? { gameClassify: classify } : {}),
    ...(search ? { gameName: search } : {}),
  };
}

/** The query string with one parameter set (or removed when empty), dropping the ones that depend on it. */
export function withParam(params: URLSearchParams, name: string, value: string, drop: readonly string[] = []): string {
  const next = new URLSearchParams(params);
  for (const key of drop) next.delete(key);
  if (value) next.set(name, value);
  else next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : '';
}
