import { pointRewardArts } from '@ficha/contract';
import { RewardArt } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import type { RewardArtName } from './loyalty-drafts.ts';

export interface ArtPickerProps {
  value: RewardArtName;
  onChange: (art: RewardArtName) => void;
  disabled?: boolean;
}

/** Chooses the drawing the site shows for a reward without a picture: a radio group of the drawings themselves. */
export function ArtPicker({ value, onChange, disabled = false }: ArtPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="art-picker" disabled={disabled}>
      <legend>{t('loyalty.reward.art')}</legend>
      <div className="art-picker__choices">
        {pointRewardArts.map((art) => (
          <label key={art} className="art-picker__choice">
            <input type="radio" name="reward-art" value={art} checked={value === art} onChange={() => onChange(art)} />
            <RewardArt art={art} imageUrl="" />
            <span>{t(`loyalty.arts.${art}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
