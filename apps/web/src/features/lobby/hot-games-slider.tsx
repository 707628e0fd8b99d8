import { businessConstants } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { useLaunch } from './use-launch.ts';
import { GameSlider } from './game-slider.tsx';
import { GameTile } from './game-tile.tsx';
import { hotGamesQuery } from './queries.ts';
import { SectionState } from './section-state.tsx';
import { sliderColumns } from './slider-pairs.ts';

/** The home page's hot games (SPEC §2.1, §2.5): a slider of tiles, in pairs once they fill more than a view. */
export function HotGamesSlider() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const hot = useQuery(hotGamesQuery(language));
  const launch = useLaunch();
  const titleId = useId();
  return (
    <section className="lobby-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="lobby-section__title">
        {t('hot_games')}
      </h2>
      <SectionState
        query={hot}
        loadingLabel={t('hot_games_loading')}
        emptyMessage={t('hot_games_empty')}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <GameSlider
            label={t('hot_games')}
            columns={sliderColumns(data.list, businessConstants.slider.perView).map((column) => (
              <div
                className={
                  data.list.length > businessConstants.slider.perView ? 'game-slider__pair' : 'game-slider__one'
                }
              >
                {column.map((game) => (
                  <GameTile key={game.nodeId} game={game} onLaunch={(item) => launch({ kind: 'game', game: item })} />
                ))}
              </div>
            ))}
          />
        )}
      </SectionState>
    </section>
  );
}
