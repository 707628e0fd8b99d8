import { businessConstants, type GameType, type Lane, type VendorCard as VendorCardData } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n.ts';
import { useLaunch } from './use-launch.ts';
import { GameSlider } from './game-slider.tsx';
import { GameTile } from './game-tile.tsx';
import { centreKinds, gameTypePaths, typesWithVendors } from './game-types.ts';
import { lanesQuery, vendorGamesQuery } from './queries.ts';
import { SectionState } from './section-state.tsx';
import { VendorCard } from './vendor-card.tsx';
import { initialVendorCount, vendorListView } from './vendor-list.ts';

const { maxItemsPerVendorList, initialVendors } = businessConstants.home;

/** The home page's sections, one per category with vendors (SPEC §2.1), in menu order. */
export function CategorySections() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const lanes = useQuery(lanesQuery(language));
  return (
    <SectionState
      query={lanes}
      loadingLabel={t('categories_loading')}
      emptyMessage={t('categories_empty')}
      isEmpty={(data) => typesWithVendors(data.data.lanes).length === 0}
    >
      {(data) =>
        typesWithVendors(data.data.lanes).map((type) => {
          const lane = data.data.lanes.find((item) => item.title === type);
          return lane ? <CategorySection key={type} lane={lane} /> : null;
        })
      }
    </SectionState>
  );
}

function CategorySection({ lane }: { lane: Lane }) {
  const { t } = useTranslation('lobby');
  const launch = useLaunch();
  const titleId = useId();
  const type = lane.title;
  const launchCard = (card: VendorCardData) => launch({ kind: 'vendor', card });
  return (
    <section className="lobby-section" aria-labelledby={titleId}>
      <div className="lobby-section__header">
        <h2 id={titleId} className="lobby-section__title">
          {t(`type_${type}`)}
        </h2>
        <Link className="lobby-section__more" to={gameTypePaths[type]}>
          {t('see_all', { name: t(`type_${type}`) })}
        </Link>
      </div>
      {centreKinds[type] === 'vendors' ? (
        <GameSlider
          label={t(`type_${type}`)}
          columns={lane.cards.map((card) => (
            <VendorCard card={card} onLaunch={launchCard} />
          ))}
        />
      ) : (
        lane.cards
          .slice(0, initialVendorCount(type, initialVendors))
          .map((card) => <VendorGames key={card.vassalage} type={type} card={card} />)
      )}
    </section>
  );
}

/** One vendor's first games: at most 12, with a link to the rest when it has more (SPEC §2.1). */
function VendorGames({ type, card }: { type: GameType; card: VendorCardData }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const launch = useLaunch();
  const games = useQuery({
    ...vendorGamesQuery(language, type, card.vassalage, maxItemsPerVendorList),
    select: (page) => vendorListView(page.games, page.totalCount, maxItemsPerVendorList),
  });
  const listPath = `${gameTypePaths[type]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`;
  return (
    <div className="vendor-games">
      <div className="vendor-games__header">
        <h3 className="vendor-games__title">{card.displayName}</h3>
        {games.data?.hasMore ? (
          <Link className="lobby-section__more" to={listPath}>
            {t('see_all', { name: card.displayName })}
          </Link>
        ) : null}
      </div>
      <SectionState
        query={games}
        loadingLabel={t('games_loading')}
        emptyMessage={t('games_empty')}
        isEmpty={(view) => view.items.length === 0}
      >
        {(view) => (
          <GameSlider
            label={card.displayName}
            columns={view.items.map((game) => (
              <GameTile game={game} onLaunch={(item) => launch({ kind: 'game', game: item })} />
            ))}
          />
        )}
      </SectionState>
    </div>
  );
}
