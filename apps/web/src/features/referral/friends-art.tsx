/** The empty list's drawing: two friends and a gift between them, in the theme's colours (decorative). */
export function FriendsArt() {
  return (
    <svg className="referral-art" viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <circle cx="42" cy="30" r="14" fill="var(--color-accent)" opacity="0.85" />
      <path d="M18 84c0-16 11-28 24-28s24 12 24 28z" fill="var(--color-accent)" opacity="0.55" />
      <circle cx="118" cy="30" r="14" fill="var(--color-accent-strong, var(--color-accent))" opacity="0.6" />
      <path d="M94 84c0-16 11-28 24-28s24 12 24 28z" fill="var(--color-accent)" opacity="0.35" />
      <rect
        x="66"
        y="52"
        width="28"
        height="24"
        rx="3"
        fill="var(--color-surface)"
        stroke="var(--color-accent)"
        strokeWidth="3"
      />
      <path d="M80 52v24M66 62h28" stroke="var(--color-accent)" strokeWidth="3" />
      <path d="M80 52c-6-10-16-6-10 0M80 52c6-10 16-6 10 0" fill="none" stroke="var(--color-accent)" strokeWidth="3" />
    </svg>
  );
}
