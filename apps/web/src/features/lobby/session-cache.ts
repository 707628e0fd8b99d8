import type { LanguageCode } from '@ficha/contract';
import { readSession, writeSession, type sessionKeys } from '../../lib/storage.ts';

type CacheKey = (typeof sessionKeys)['gameVendor' | 'hotGames'];

export interface CachedList<T> {
  value: T;
  savedAt: number;
}

/**
 * SPEC §4 "Caching": the vendor lanes and hot games are kept in session storage for the tab's language, so a
 * reload shows them at once while they are read again. What is stored is checked against the contract's
 * schema on the way back; anything else (another language, an old shape, a broken value) is ignored.
 */
/** A contract schema (zod), seen only through the check it makes. */
interface Checker<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

export function readCachedList<T>(
  key: CacheKey,
  language: LanguageCode,
  schema: Checker<T>,
  read: (key: CacheKey) => string | null = readSession,
): CachedList<T> | undefined {
  const text = read(key);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as { language?: unknown; savedAt?: unknown; value?: unknown };
    if (stored.language !== language || typeof stored.savedAt !== 'number') return undefined;
    const value = schema.safeParse(stored.value);
    return value.success ? { value: value.data, savedAt: stored.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedList(
  key: CacheKey,
  language: LanguageCode,
  value: unknown,
  savedAt: number,
  write: (key: CacheKey, text: string) => void = writeSession,
): void {
  write(key, JSON.stringify({ language, savedAt, value }));
}

/**
 * The `initialData` fields of a query kept in session storage: storage is read once, and only when the
 * query is first created (not on every render).
 */
export function initialFromSession<T>(key: CacheKey, language: LanguageCode, schema: Checker<T>) {
  let cached: CachedList<T> | undefined | null = null;
  const read = () => (cached === null ? (cached = readCachedList(key, language, schema)) : cached);
  return { initialData: () => read()?.value, initialDataUpdatedAt: () => read()?.savedAt };
}
