import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { memberTypeKind } from './member-types.ts';

/** Translated names of member types and statuses, shared by the list, the detail and the actions. */
export function useMemberLabels() {
  const { t } = useTranslation();
  const typeLabel = useCallback((type: number) => t(`members.types.${memberTypeKind(type)}`, { type }), [t]);
  const statusLabel = useCallback((status: 'active' | 'locked') => t(`members.statuses.${status}`), [t]);
  return { typeLabel, statusLabel };
}
