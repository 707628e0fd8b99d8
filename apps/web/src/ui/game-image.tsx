import { useState } from 'react';
import { Icon } from '@ficha/ui';

export interface GameImageProps {
  src: string | null;
  /** Empty: the image is decorative (the control around it is named by the game's name). */
  alt?: string;
  className?: string;
}

/** A game or vendor image; a missing or broken image falls back to the default game icon (SPEC §2.8). */
export function GameImage({ src, alt = '', className = 'game-image' }: GameImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${className} game-image--default`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <Icon name="gamepad" size="large" />
      </span>
    );
  }
  return (
    <img className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
  );
}
