import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import './states.css';

export interface EmptyStateProps {
  message: string;
  /** A picture of what is missing, drawn above the line (a compass when none is given). */
  icon?: IconName;
  /** What the reader can do next (a button or a link), under the line. */
  action?: ReactNode;
}

/**
 * The one empty state of every list (issue 13): a picture, the one-line explanation and, when given, what the reader
 * can do next — never a bare grey line.
 */
export function EmptyState({ message, icon = 'compass', action }: EmptyStateProps) {
  return (
    <div className="feedback-state feedback-state--empty feedback-state--illustrated">
      <span className="feedback-state__art">
        <Icon name={icon} size="large" />
      </span>
      <p className="feedback-state__message">{message}</p>
      {action}
    </div>
  );
}
