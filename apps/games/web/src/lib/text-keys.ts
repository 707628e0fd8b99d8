import type esGames from '../locales/es/games.json';

export type GamesKey = keyof typeof esGames;

/**
 * A text key built from data (a slot symbol id, a hilo guess). locales.test.ts checks that every key the
 * data can build exists in every language file.
 */
export const dataKey = (key: string) => key as GamesKey;

export const symbolKey = (slotCode: string, symbol: string) => dataKey(`symbol_${slotCode}_${symbol}`);
