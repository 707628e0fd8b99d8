export interface EmptyStateProps {
  message: string;
}

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <div className="state state-empty">
      <span className="state-icon" aria-hidden="true">
        ∅
      </span>
      <p>{message}</p>
    </div>
  );
}
