import type { ReactNode } from 'react';

export type StatusBadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'accent';

export interface StatusBadgeProps {
  tone: StatusBadgeTone;
  children: ReactNode;
}

/** A short state in words (the colour only repeats what the text says). */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <span className={`security-badge security-badge--${tone}`}>{children}</span>;
}
