import './badge.css';

export interface BadgeProps {
  label: string;
  tone?: 'neutral' | 'success' | 'danger' | 'info';
}

/** A short state word (Active, Locked, Sent) with a colour that repeats, never replaces, the word. */
export function Badge({ label, tone = 'neutral' }: BadgeProps) {
  return <span className={`badge badge-${tone}`}>{label}</span>;
}
