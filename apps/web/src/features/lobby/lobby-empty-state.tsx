import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@ficha/ui';
import { gameTypePaths } from './game-types.ts';

export interface LobbyEmptyStateProps {
  message: string;
}

/** An empty lobby list or section: a picture, the one-line reason and a way on to the slots (issue 13). */
export function LobbyEmptyState({ message }: LobbyEmptyStateProps) {
  const { t } = useTranslation('lobby');
  return (
    <EmptyState
      message={message}
      icon="gamepad"
      action={
        <Link to={gameTypePaths.RNG} className="button button--secondary button--medium">
          {t('explore_slots')}
        </Link>
      }
    />
  );
}
