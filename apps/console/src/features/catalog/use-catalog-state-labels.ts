import { useTranslation } from 'react-i18next';
import type { BadgeProps } from '../../ui/badge.tsx';

export interface CatalogState {
  enabled: boolean;
  maintenance: boolean;
  listed: boolean;
  isHot?: boolean;
}

/** The state words of a vendor or game: shown, off, under maintenance, no longer served, hot. */
export function useCatalogStateLabels() {
  const { t } = useTranslation();
  return (item: CatalogState): BadgeProps[] => {
    const badges: BadgeProps[] = [];
    if (!item.listed) badges.push({ label: t('catalog.unlisted'), tone: 'danger' });
    badges.push(
      item.enabled ? { label: t('catalog.on'), tone: 'success' } : { label: t('catalog.off'), tone: 'neutral' },
    );
    if (item.maintenance) badges.push({ label: t('catalog.underMaintenance'), tone: 'danger' });
    if (item.isHot) badges.push({ label: t('catalog.hot'), tone: 'info' });
    return badges;
  };
}
