import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { gameTypeOfPath } from '../../../features/lobby/game-types.ts';
import { lanesQuery } from '../../../features/lobby/queries.ts';
import { SectionState } from '../../../features/lobby/section-state.tsx';
import { VendorCard } from '../../../features/lobby/vendor-card.tsx';
import { useLaunch } from '../../../features/lobby/use-launch.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import '../../../features/lobby/lobby.css';

/** A game centre (`/sports`, `/esports`, `/lott`, `/elott`, `/cockfight`): the type's vendors as cards. */
export function GameCentrePage() {
  const { t } = useTranslation('lobby');
  const location = useLocation();
  const language = useLanguage();
  const type = gameTypeOfPath(location.pathname);
  const lanes = useQuery({
    ...lanesQuery(language),
    select: (data) => data.data.lanes.find((lane) => lane.title === type)?.cards ?? [],
  });
  const launch = useLaunch();
  if (!type) return <NotFoundPage />;
  return (
    <div className="lobby-page">
      <h1 className="lobby-page__title">{t(`type_${type}`)}</h1>
      <SectionState
        query={lanes}
        loadingLabel={t('vendors_loading')}
        emptyMessage={t('vendors_empty')}
        isEmpty={(cards) => cards.length === 0}
      >
        {(cards) => (
          <ul className="vendor-grid" aria-label={t('vendors_of', { name: t(`type_${type}`) })}>
            {cards.map((card) => (
              <li key={card.vassalage}>
                <VendorCard card={card} onLaunch={(item) => launch({ kind: 'vendor', card: item })} />
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </div>
  );
}
