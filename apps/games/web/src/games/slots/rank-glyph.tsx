/** A card rank (9, 10, J, Q, K, A) as a carved glyph: the low symbols of the temple and dragon slots. */
export function RankGlyph({ label, fill, edge, plate }: { label: string; fill: string; edge: string; plate?: string }) {
  return (
    <g>
      {plate ? <rect x="14" y="14" width="72" height="72" rx="16" fill={plate} opacity="0.55" /> : null}
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={label.length > 1 ? 46 : 58}
        fill={fill}
        stroke={edge}
        strokeWidth="3"
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}
