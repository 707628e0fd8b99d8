import { useNavigate } from 'react-router';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { gamePopups } from './game-popup-store.ts';
import { launchStep, type LaunchTarget, type Starter } from './launch-route.ts';

/**
 * Starts a game or a vendor the way SPEC §4 "Starting a game" says: sign in first, no trial accounts,
 * lottery and RNG vendors to their pages, containers in a popup list, the rest in the game popup.
 */
export function useLaunch(): (target: LaunchTarget) => void {
  const session = useSession();
  const navigate = useNavigate();
  const { openLogin } = useAuthModals();
  const starter: Starter = !session.isLoggedIn ? 'visitor' : session.isTrial ? 'trial' : 'member';

  return (target) => {
    const step = launchStep(target, starter);
    switch (step.kind) {
      case 'login':
        openLogin();
        return;
      case 'trial-refused':
        gamePopups.open({ kind: 'trial-refused' });
        return;
      case 'navigate':
        gamePopups.close();
        void navigate(step.to);
        return;
      case 'container':
        gamePopups.open({ kind: 'container', vassalage: step.vassalage, gameType: step.gameType, title: step.title });
        return;
      case 'play':
        gamePopups.open({ kind: 'game', nodeId: step.nodeId, title: step.title, mode: 'real' });
        return;
    }
  };
}
