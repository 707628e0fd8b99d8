import './top-progress-bar.css';

export interface TopProgressBarProps {
  isActive: boolean;
  label: string;
}

/** A thin bar at the top of the viewport while a navigation loads; gone as soon as it ends. */
export function TopProgressBar({ isActive, label }: TopProgressBarProps) {
  if (!isActive) return null;
  return (
    <div className="top-progress-bar" role="progressbar" aria-label={label}>
      <span className="top-progress-bar__fill" />
    </div>
  );
}
