import type { VendorCard as VendorCardData } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { GameImage } from './game-image.tsx';

export interface VendorCardProps {
  card: VendorCardData;
  onLaunch: (card: VendorCardData) => void;
}

/** A vendor of a lane: its large icon and name; one button that launches it or opens its games. */
export function VendorCard({ card, onLaunch }: VendorCardProps) {
  const { t } = useTranslation('lobby');
  return (
    <button type="button" className="vendor-card" onClick={() => onLaunch(card)}>
      <GameImage src={card.lagerIcon ?? card.smallIcon} className="vendor-card__image" />
      <span className="vendor-card__name">{card.displayName}</span>
      {card.underMaintenance ? <span className="game-badge">{t('maintenance_badge')}</span> : null}
      <span className="vendor-card__count">{t('game_count', { count: card.gameCount })}</span>
      <span className="game-tile__play" aria-hidden="true">
        {t('play_now')}
      </span>
    </button>
  );
}
