import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pointBalanceQuery } from './queries.ts';
import './menu-points.css';

/** The member's points for the user menu's points-mall entry (read when the menu opens); nothing until known. */
export function MenuPoints() {
  const { t, i18n } = useTranslation('points');
  const balance = useQuery(pointBalanceQuery());
  if (!balance.data) return null;
  return (
    <span className="menu-points">
      {t('points_amount', { points: balance.data.pointBalance.toLocaleString(i18n.resolvedLanguage ?? i18n.language) })}
    </span>
  );
}
