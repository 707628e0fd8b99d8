import type { ReactNode } from 'react';
import './reward-art.css';

/**
 * The mall's own art, drawn by the reward's `art` name when it has no picture (decision 0055): simple shapes in
 * the theme's colours (currentColor is the accent; the card sets it), so they suit dark and light alike. Shared
 * by the player site's mall and the console's catalog and art picker (decision 0060).
 */
const artworks: Record<string, ReactNode> = {
  cash: (
    <>
      <rect x="8" y="20" width="48" height="28" rx="4" fill="currentColor" opacity="0.18" />
      <rect x="12" y="16" width="48" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="36" cy="30" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M36 26v8M33.5 28h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
      />
      <circle cx="19" cy="30" r="2" fill="currentColor" />
      <circle cx="53" cy="30" r="2" fill="currentColor" />
    </>
  ),
  gift: (
    <>
      <rect x="12" y="28" width="40" height="24" rx="3" fill="currentColor" opacity="0.18" />
      <rect x="12" y="28" width="40" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <rect x="9" y="20" width="46" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M32 20v32" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M32 20c-4-8-14-8-12-2 1 2 6 2 12 2zM32 20c4-8 14-8 12-2-1 2-6 2-12 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      />
      <path d="M52 8l1.5 3.5L57 13l-3.5 1.5L52 18l-1.5-3.5L47 13l3.5-1.5z" fill="currentColor" />
    </>
  ),
  bonus: (
    <>
      <circle cx="30" cy="34" r="20" fill="currentColor" opacity="0.15" />
      <circle cx="30" cy="34" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="30" cy="34" r="13" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="5 3.2" />
      <path d="M30 28v12M24 34h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="50" cy="14" r="8" fill="currentColor" opacity="0.3" />
      <path d="M46.5 17.5l7-7M47 11.5h.01M53 17h.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="26" cy="44" rx="14" ry="5" fill="currentColor" opacity="0.18" />
      <path d="M12 36v8c0 2.8 6.3 5 14 5s14-2.2 14-5v-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <ellipse cx="26" cy="36" rx="14" ry="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M24 22v8c0 2.8 6.3 5 14 5s14-2.2 14-5v-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <ellipse cx="38" cy="22" rx="14" ry="5" fill="currentColor" opacity="0.3" />
      <ellipse cx="38" cy="22" rx="14" ry="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </>
  ),
  headphones: (
    <>
      <path d="M14 38v-6a18 18 0 0 1 36 0v6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <rect
        x="10"
        y="36"
        width="10"
        height="16"
        rx="4"
        fill="currentColor"
        opacity="0.3"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <rect
        x="44"
        y="36"
        width="10"
        height="16"
        rx="4"
        fill="currentColor"
        opacity="0.3"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </>
  ),
  watch: (
    <>
      <path
        d="M24 14l2-8h12l2 8M24 50l2 8h12l2-8"
        fill="currentColor"
        opacity="0.25"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="32" cy="32" r="16" fill="currentColor" opacity="0.15" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M32 24v8l6 4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M49 30v4" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  phone: (
    <>
      <rect x="19" y="6" width="26" height="52" rx="5" fill="currentColor" opacity="0.15" />
      <rect x="19" y="6" width="26" height="52" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <rect x="23" y="13" width="18" height="34" rx="1.5" fill="currentColor" opacity="0.3" />
      <path d="M28 9.5h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="32" cy="52.5" r="2" fill="currentColor" />
    </>
  ),
  ticket: (
    <>
      <path
        d="M8 20h48v7a5 5 0 0 0 0 10v7H8v-7a5 5 0 0 0 0-10z"
        fill="currentColor"
        opacity="0.18"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M42 22v20" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" />
      <circle cx="25" cy="32" r="6" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M25 26l2 4h4l-3 3 1 4-4-2-4 2 1-4-3-3h4z" fill="currentColor" />
    </>
  ),
};

/** Any name without a drawing of its own: the gift box. */
const fallbackArt = artworks['gift'];

export interface RewardArtProps {
  art: string;
  imageUrl: string;
}

/** A reward's picture: the operator's one when set, else our drawing of its art name. Decorative (the name is beside it). */
export function RewardArt({ art, imageUrl }: RewardArtProps) {
  if (imageUrl) return <img className="reward-art" src={imageUrl} alt="" loading="lazy" />;
  return (
    <svg className="reward-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-art={art}>
      {artworks[art] ?? fallbackArt}
    </svg>
  );
}
