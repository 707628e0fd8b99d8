import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { iso, rowsOf, statSums, teamWhere, type StatSums, type Subtree } from './agent-reports.queries.ts';

export interface TeamHourRow extends StatSums {
  hour: Date | string;
  active_players: number;
}

/** The team's money per hour of the aggregates in [from, to) (hours with nothing are absent). */
export async function teamHours(db: Db, tree: Subtree, from: Date, to: Date) {
  return rowsOf<TeamHourRow>(
    await db.execute(sql`
      with team as (
        select m.id from platform.members m where ${teamWhere(tree)}
      )
      select s.hour, ${statSums}, count(distinct s.member_id) filter (where s.bets_minor > 0)::int as active_players
      from platform.member_hour_stats s join team t on t.id = s.member_id
      where s.merchant_id = ${tree.merchantId} and s.hour >= ${iso(from)} and s.hour < ${iso(to)}
      group by s.hour
      order by s.hour`),
  );
}
