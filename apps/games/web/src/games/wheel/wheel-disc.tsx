const palette: Record<string, string> = {
  '0.00': '#3b4262',
  '1.20': '#2a9d8f',
  '1.50': '#3a86ff',
  '1.90': '#8338ec',
  '2.00': '#e9a23b',
  '3.00': '#e63946',
  '29.70': '#ffbe0b',
};

/** The wheel in SVG: one slice per segment (clockwise from the top), its multiplier, and the fixed pointer. */
export function WheelDisc({
  segments,
  rotation,
  landed,
  durationMs,
}: {
  segments: readonly string[];
  rotation: number;
  landed: number | null;
  durationMs: number;
}) {
  const angle = 360 / segments.length;
  const point = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${50 + r * Math.cos(rad)},${50 + r * Math.sin(rad)}`;
  };
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={landed === null ? '' : `${segments[landed]}×`}
      style={{ maxWidth: 440 }}
    >
      <g
        style={{
          transform: `rotate(${rotation}deg)`,
          transformOrigin: '50px 50px',
          transition: durationMs ? `transform ${durationMs}ms cubic-bezier(0.15, 0.8, 0.2, 1)` : 'none',
        }}
      >
        {segments.map((text, k) => (
          <g key={k}>
            <path
              d={`M50,50 L${point(k * angle, 46)} A46,46 0 0,1 ${point((k + 1) * angle, 46)} Z`}
              fill={palette[text] ?? '#6c757d'}
              stroke="var(--color-bg)"
              strokeWidth="0.5"
              opacity={landed === null || landed === k ? 1 : 0.45}
            />
            {segments.length <= 20 ? (
              <text
                x="50"
                y="11"
                fontSize="3.2"
                fill="#fff"
                fontWeight="700"
                textAnchor="middle"
                transform={`rotate(${(k + 0.5) * angle} 50 50)`}
              >
                {text}
              </text>
            ) : null}
          </g>
        ))}
        <circle cx="50" cy="50" r="9" fill="var(--color-surface)" stroke="var(--color-accent)" strokeWidth="1.5" />
      </g>
      <path d="M50 9 L46 1 H54Z" fill="var(--color-accent)" stroke="var(--color-bg)" strokeWidth="0.6" />
      {landed !== null ? (
        <text
          x="50"
          y="51.5"
          fontSize="5"
          textAnchor="middle"
          dominantBaseline="middle"
          fill="var(--color-text)"
          fontWeight="800"
        >
          {segments[landed]}×
        </text>
      ) : null}
    </svg>
  );
}
