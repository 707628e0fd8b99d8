import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** A bonus's wagering progress: a bar and "wagered of requirement" (a requirement of 0 is met). */
export function WageringBar({ wagered, requirement }: { wagered: number; requirement: number }) {
  const { t, i18n } = useTranslation();
  const percent = requirement <= 0 ? 100 : Math.min(100, Math.floor((wagered / requirement) * 100));
  const label = t('promotions.wageredOf', {
    wagered: moneyText(wagered, i18n.language),
    requirement: moneyText(requirement, i18n.language),
  });
  return (
    <div className="wagering">
      <progress className="wagering-bar" max={100} value={percent} aria-label={label} />
      <span className="promotion-note">{label}</span>
    </div>
  );
}
