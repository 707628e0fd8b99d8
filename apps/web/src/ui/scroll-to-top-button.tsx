import { useSyncExternalStore } from 'react';
import { Icon } from '@ficha/ui';
import './scroll-to-top-button.css';

/** Scrolled further than this, the button appears. */
const showAfterPx = 400;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledDown = () => window.scrollY > showAfterPx;
const isScrolledDownOnServer = () => false;

export interface ScrollToTopButtonProps {
  label: string;
}

export function ScrollToTopButton({ label }: ScrollToTopButtonProps) {
  const isVisible = useSyncExternalStore(subscribe, isScrolledDown, isScrolledDownOnServer);
  if (!isVisible) return null;
  const handleClick = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="scroll-to-top-button" aria-label={label} title={label} onClick={handleClick}>
      <Icon name="arrowUp" />
    </button>
  );
}
