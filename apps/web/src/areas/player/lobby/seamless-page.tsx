import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GameFrame } from '../../../features/lobby/game-frame.tsx';
import { useLaunch } from '../../../features/lobby/use-launch.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAuthModals } from '../../../lib/auth-modal-store.ts';
import { homePath } from '../../../lib/route-table.ts';
import { Button, buttonClassName } from '@ficha/ui';
import { StatusScreen } from '../../../ui/status-screen.tsx';
import '../../../features/lobby/games-launch.css';

const nodeIdPattern = /^[1-9][0-9]{0,15}$/;

/**
 * `/seamless?nodeId=…` (SPEC §2.1 "Seamless game page"): one game on the whole page, without the side
 * menu, launched the same way as the game popup (signed in, real account, maintenance alternatives).
 */
export function SeamlessPage() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const session = useSession();
  const { openLogin } = useAuthModals();
  const launch = useLaunch();
  const openingBase = useId();
  const [attempt, setAttempt] = useState(0);
  const nodeIdText = params.get('nodeId') ?? '';
  const title = params.get('name')?.slice(0, 120) || t('seamless_title');
  const back = (
    <Link to={homePath} className={buttonClassName('secondary')}>
      {t('back_to_lobby')}
    </Link>
  );

  if (!nodeIdPattern.test(nodeIdText)) {
    return (
      <StatusScreen icon="compass" title={t('seamless_no_game_title')} actions={back}>
        <p>{t('seamless_no_game_text')}</p>
      </StatusScreen>
    );
  }
  if (!session.isLoggedIn) {
    return (
      <StatusScreen
        icon="user"
        title={t('seamless_sign_in_title')}
        actions={<Button onClick={() => openLogin()}>{t('sign_in')}</Button>}
      >
        <p>{t('seamless_sign_in_text')}</p>
      </StatusScreen>
    );
  }
  return (
    <div className="seamless-page">
      <div className="seamless-page__bar">
        <h1 className="seamless-page__title">{title}</h1>
        {back}
      </div>
      <GameFrame
        nodeId={Number(nodeIdText)}
        title={title}
        mode="real"
        openingId={`${openingBase}-${attempt}`}
        onRetry={() => setAttempt(attempt + 1)}
        onLaunchAlternative={(game) => launch({ kind: 'game', game })}
      />
    </div>
  );
}
