import { eq, sql } from 'drizzle-orm';
import type { SportsOddsFormat } from '@ficha/contract';
import type { SportsbookDb } from '../../db/database.ts';
import { playerSettings } from '../../db/schema/index.ts';

export async function oddsFormatOf(db: SportsbookDb, playerKey: string): Promise<SportsOddsFormat | undefined> {
  const [row] = await db
    .select({ oddsFormat: playerSettings.oddsFormat })
    .from(playerSettings)
    .where(eq(playerSettings.playerKey, playerKey));
  return row?.oddsFormat;
}

export async function upsertOddsFormat(db: SportsbookDb, playerKey: string, oddsFormat: SportsOddsFormat) {
  await db
    .insert(playerSettings)
    .values({ playerKey, oddsFormat })
    .onConflictDoUpdate({ target: playerSettings.playerKey, set: { oddsFormat, updatedAt: sql`now()` } });
}
