import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { iso, levelSums, rowsOf, type StatSums, type Subtree } from './agent-reports.queries.ts';

export interface TeamHourRow extends StatSums {
  hour: Date | string;
  active_players: number;
}

/** An instant as the UTC wall time the hour rows' `period_start` holds. */
const utcWall = (at: Date) => sql`(${iso(at)}::timestamptz at time zone 'UTC')`;

/**
 * The team's money per hour in [from, to) from the agent's hour rows (decision 0045: at most 24 per level, each
 * posting at the path its member had then); hours with nothing are absent.
 */
export async function teamHours(db: Db, tree: Subtree, from: Date, to: Date) {
  return rowsOf<TeamHourRow>(
    await db.execute(sql`
      select l.period_start at time zone 'UTC' as hour, ${levelSums}, sum(l.active_players)::int as active_players
      from platform.agent_level_stats l
      where l.agent_id = ${tree.agentId} and l.period = 'hour'
        and l.period_start >= ${utcWall(from)} and l.period_start < ${utcWall(to)}
      group by l.period_start
      order by l.period_start`),
  );
}
