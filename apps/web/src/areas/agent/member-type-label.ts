import { useTranslation } from 'react-i18next';

/** A member type as the agent center words it: a player (0), else an agent of that type. */
export function useMemberTypeLabel(): (type: number) => string {
  const { t } = useTranslation('agent');
  return (type) => (type === 0 ? t('type_player') : t('type_agent', { type }));
}
