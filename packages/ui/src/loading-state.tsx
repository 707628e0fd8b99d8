import { Spinner } from './spinner.tsx';
import { useUiTexts } from './ui-texts.tsx';
import './states.css';

export interface LoadingStateProps {
  /** Defaults to the app's "Loading…". */
  label?: string;
}

/** The loading state of a list or a section, announced politely. */
export function LoadingState({ label }: LoadingStateProps) {
  const texts = useUiTexts();
  return (
    <div className="feedback-state" role="status">
      <Spinner />
      <span>{label ?? texts.loading}</span>
    </div>
  );
}
