import { useTranslation } from 'react-i18next';
import { Leaderboard } from './leaderboard.tsx';
import { MissionList } from './mission-list.tsx';
import './missions.css';

/** The member centre's missionLeaderboard page (SPEC §2.6, `mission_activity`): missions, then the leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  return (
    <div className="missions">
      <section aria-labelledby="missions-heading">
        <h2 id="missions-heading" className="missions__heading">
          {t('missions_title')}
        </h2>
        <MissionList />
      </section>
      <section aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading" className="missions__heading">
          {t('leaderboard_title')}
        </h2>
        <Leaderboard />
      </section>
    </div>
  );
}
