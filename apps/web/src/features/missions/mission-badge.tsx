import { CountBadge } from '../../ui/count-badge.tsx';
import { useDailyHeartbeat, useMissionSummary } from './queries.ts';

/**
 * The claimable missions as a badge, shown only above zero (SPEC §2.6 badges); `label` words it for screen
 * readers. The header's copy (`heartbeat`) also records today's visit for the login-streak missions.
 */
export function MissionBadge({ label, heartbeat = false }: { label: (count: number) => string; heartbeat?: boolean }) {
  useDailyHeartbeat(heartbeat);
  const summary = useMissionSummary();
  return <CountBadge count={summary.data?.claimable ?? 0} label={label} />;
}
