import { useUnreadMessages } from './queries.ts';
import './unread-badge.css';

/** The unread messages as a badge, shown only above zero (SPEC §2.6); `label` words it for screen readers. */
export function UnreadBadge({ label }: { label: (count: number) => string }) {
  const unread = useUnreadMessages();
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label(count)}</span>
    </span>
  );
}
