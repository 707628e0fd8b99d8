import './spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'large';
}

/** A decorative spinner; the caller provides the accessible text next to it. */
export function Spinner({ size = 'small' }: SpinnerProps) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
