import type { SportsOddsFormat } from '@ficha/contract';
import type { SessionRow } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import { oddsFormatOf, upsertOddsFormat } from './player-settings.queries.ts';

/**
 * What a player chose for the betting pages (decision 0075): the odds format, kept per player (the session's player
 * key: a real player's across sessions and lanes, a demo session's for itself), decimal until chosen.
 */
export function createPlayerSettings(db: SportsbookDb) {
  return {
    async oddsFormat(playerKey: string): Promise<SportsOddsFormat> {
      return (await oddsFormatOf(db, playerKey)) ?? 'decimal';
    },
    async setOddsFormat(session: SessionRow, oddsFormat: SportsOddsFormat) {
      await upsertOddsFormat(db, session.playerKey!, oddsFormat);
      return { oddsFormat };
    },
  };
}

export type PlayerSettings = ReturnType<typeof createPlayerSettings>;
