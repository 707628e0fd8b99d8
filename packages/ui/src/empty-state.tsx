import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import './states.css';

export interface EmptyStateProps {
  message: string;
  /** A picture of what is missing, drawn above the line. */
  icon?: IconName;
  /** What the reader can do next (a button or a link), under the line. */
  action?: ReactNode;
}

/** The empty state of a list: says so instead of showing nothing, with a picture and a next step when given. */
export function EmptyState({ message, icon, action }: EmptyStateProps) {
  if (!icon && !action) return <p className="feedback-state feedback-state--empty">{message}</p>;
  return (
    <div className="feedback-state feedback-state--empty feedback-state--illustrated">
      {icon ? (
        <span className="feedback-state__art">
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <p className="feedback-state__message">{message}</p>
      {action}
    </div>
  );
}
