import './icon.css';

/** Stroke paths on a 24×24 grid; icons marked `filled` are solid shapes. */
const icons = {
  menu: { d: 'M3 6h18M3 12h18M3 18h18' },
  home: { d: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10' },
  help: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17.5h.01' },
  moon: { d: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z' },
  sun: {
    d: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  },
  megaphone: { d: 'M3 10v4h3l7 4V6l-7 4H3zM16.5 9a4 4 0 0 1 0 6' },
  tools: { d: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z' },
  blocked: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8' },
  compass: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z' },
  warning: { d: 'M12 3l10 18H2zM12 10v4M12 17.5h.01' },
  chat: { d: 'M4 5h16v11H9l-5 4z' },
  attach: { d: 'M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10 17.5a2 2 0 0 1-3-3l7.5-7.5' },
  arrowUp: { d: 'M12 19V5M5 12l7-7 7 7' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  chevronDown: { d: 'M6 9l6 6 6-6' },
  user: { d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0' },
  refresh: { d: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7' },
  logout: { d: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10' },
  key: { d: 'M14 10a4 4 0 1 0-3.2 3.9L13 16h2v2h2v2h3v-3l-6.1-6.1A4 4 0 0 0 14 10z' },
  eye: { d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z' },
  eyeOff: {
    d: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  },
  play: { d: 'M8 5v14l11-7z', filled: true },
  pause: { d: 'M7 5h3v14H7zM14 5h3v14h-3z', filled: true },
  chevronLeft: { d: 'M15 6l-6 6 6 6' },
  chevronRight: { d: 'M9 6l6 6-6 6' },
  clock: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2' },
  star: { d: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z' },
  search: { d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16.5 16.5L21 21' },
  gamepad: {
    d: 'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M15.5 11.5h.01M17.5 13.5h.01',
  },
  chart: { d: 'M3 20h18M6 16v-5M11 16V6M16 16v-8M21 16v-3' },
  trophy: { d: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v1a3 3 0 0 0 4 3M16 6h4v1a3 3 0 0 1-4 3M12 13v4M8 21h8M9 17h6v4H9z' },
  plus: { d: 'M12 5v14M5 12h14' },
  gift: {
    d: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-7-4-6-1 .5 1.5 3 1.5 6 1zM12 7c2-4 7-4 6-1-.5 1.5-3 1.5-6 1z',
  },
} as const satisfies Record<string, { d: string; filled?: boolean }>;

export type IconName = keyof typeof icons;

export interface IconProps {
  name: IconName;
  size?: 'small' | 'medium' | 'large';
}

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name, size = 'medium' }: IconProps) {
  const icon: { d: string; filled?: boolean } = icons[name];
  return (
    <svg
      className={`icon icon--${size}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icon.d} />
    </svg>
  );
}
