import './states.css';

export interface EmptyStateProps {
  message: string;
}

/** The empty state of a list: says so instead of showing nothing. */
export function EmptyState({ message }: EmptyStateProps) {
  return <p className="feedback-state feedback-state--empty">{message}</p>;
}
