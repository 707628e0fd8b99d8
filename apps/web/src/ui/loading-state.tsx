import { Spinner } from './spinner.tsx';
import './feedback-state.css';

export interface LoadingStateProps {
  label: string;
}

/** The loading state of a list or a section. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className="feedback-state" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
