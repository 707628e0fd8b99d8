import './count-badge.css';

/** A count as a badge, shown only above zero; `label` words it for screen readers. */
export function CountBadge({ count, label }: { count: number; label: (count: number) => string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label(count)}</span>
    </span>
  );
}
