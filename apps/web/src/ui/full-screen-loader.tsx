import { Spinner } from '@ficha/ui';
import './full-screen-loader.css';

export interface FullScreenLoaderProps {
  label: string;
}

/** Covers the viewport while the site starts; announced to assistive technology as a status. */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="full-screen-loader__label">{label}</span>
    </div>
  );
}
