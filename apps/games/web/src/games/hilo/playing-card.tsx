import type { PlayResult } from '@ficha/contract';

type Card = Extract<PlayResult['outcome'], { game: 'hilo' }>['cards'][number];

const rankText = (rank: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);
const suitGlyph = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

export const cardLabel = (card: Card) => `${rankText(card.rank)}${suitGlyph[card.suit]}`;

/** A playing card drawn in SVG: rank and suit in the corners, the suit large in the middle. */
export function PlayingCard({ card, small = false }: { card: Card; small?: boolean }) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const ink = red ? '#d62839' : '#1b1f2e';
  return (
    <svg className={small ? 'card card-small' : 'card'} viewBox="0 0 70 100" role="img" aria-label={cardLabel(card)}>
      <rect x="1" y="1" width="68" height="98" rx="7" fill="#fdfdfd" stroke="#c9cede" strokeWidth="1.5" />
      <text x="8" y="19" fontSize="15" fontWeight="800" fill={ink} fontFamily="Georgia, serif">
        {rankText(card.rank)}
      </text>
      <text x="8" y="33" fontSize="12" fill={ink}>
        {suitGlyph[card.suit]}
      </text>
      <text x="35" y="64" fontSize="34" textAnchor="middle" fill={ink}>
        {suitGlyph[card.suit]}
      </text>
      <g transform="rotate(180 35 50)">
        <text x="8" y="19" fontSize="15" fontWeight="800" fill={ink} fontFamily="Georgia, serif">
          {rankText(card.rank)}
        </text>
      </g>
    </svg>
  );
}
