import { useTranslation } from 'react-i18next';
import './points.css';

export interface PointBalanceCardProps {
  points: number;
  locale: string;
}

/** The member's points balance, large. */
export function PointBalanceCard({ points, locale }: PointBalanceCardProps) {
  const { t } = useTranslation('points');
  return (
    <section className="card point-balance" aria-label={t('balance_label')}>
      <p className="point-balance__label">{t('balance_label')}</p>
      <p className="point-balance__value">{points.toLocaleString(locale)}</p>
    </section>
  );
}
