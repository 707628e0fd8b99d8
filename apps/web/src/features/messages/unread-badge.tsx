import { CountBadge } from '../../ui/count-badge.tsx';
import { useUnreadMessages } from './queries.ts';

/** The unread messages as a badge, shown only above zero (SPEC §2.6); `label` words it for screen readers. */
export function UnreadBadge({ label }: { label: (count: number) => string }) {
  const unread = useUnreadMessages();
  return <CountBadge count={unread.data ?? 0} label={label} />;
}
