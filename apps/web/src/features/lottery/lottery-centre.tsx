import { Button, ErrorState, Icon, LoadingState } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../lib/error-message.ts';
import { CurrentDraw } from './current-draw.tsx';
import { DrawHistory } from './draw-history.tsx';
import { FrequencyChart } from './frequency-chart.tsx';
import { GameMenu } from './game-menu.tsx';
import { LotteryEmptyState } from './lottery-empty-state.tsx';
import { LotteryFrame } from './lottery-frame.tsx';
import { menusQuery, nearQuery, resultsQuery } from './lottery-queries.ts';
import { groupsOfRegion, regionPrizeMode, selectedGame, type LotteryRegion } from './lottery-regions.ts';
import type { LgwGame } from '@ficha/contract';
import './lottery.css';

/** The selected game's draw, results and chart, and its "play" action opening the betting page in the page. */
function GameBoard({ game }: { game: LgwGame }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const near = useQuery(nearQuery(game.gameCode));
  const entry = near.data?.list[0];
  const results = useQuery({
    ...resultsQuery(game.gameCode, entry?.previous?.numero ?? ''),
    enabled: Boolean(near.data),
  });
  const openingBase = useId();
  const [opening, setOpening] = useState<number | null>(null);

  if (near.isError && !near.data) {
    return (
      <ErrorState message={errorMessage(near.error)} retryLabel={t('retry')} onRetry={() => void near.refetch()} />
    );
  }
  if (!near.data) return <LoadingState label={t('loading')} />;

  const play = (
    <Button onClick={() => setOpening((opening ?? 0) + 1)} disabled={game.underMaintenance}>
      <Icon name="play" size="small" />
      {t('play')}
    </Button>
  );
  return (
    <div className="lottery-board">
      <CurrentDraw
        game={game}
        current={entry?.current ?? null}
        previous={entry?.previous ?? null}
        offsetMs={near.data.offsetMs}
        action={play}
      />
      {game.underMaintenance ? (
        <p className="lottery-card lottery-notice" role="status">
          {t('under_maintenance')}
        </p>
      ) : null}
      {opening !== null ? (
        <LotteryFrame
          key={opening}
          game={game}
          openingId={`${openingBase}-${opening}`}
          onRetry={() => setOpening(opening + 1)}
          onClose={() => setOpening(null)}
        />
      ) : null}
      {results.isError && !results.data ? (
        <ErrorState
          message={errorMessage(results.error)}
          retryLabel={t('retry')}
          onRetry={() => void results.refetch()}
        />
      ) : !results.data ? (
        <LoadingState label={t('loading')} />
      ) : (
        <div className="lottery-board__results">
          <FrequencyChart group={game.gameGroupCode} draws={results.data.list} />
          <DrawHistory draws={results.data.list} />
        </div>
      )}
    </div>
  );
}

/**
 * A lottery page of the site (`/lottery`, `/seaLottery`, `/vnLottery`, query `gameCode`; SPEC §2.1, §4): the
 * page's categories and games from the lottery gateway, the selected game's current draw with its countdown,
 * its results with hot and cold numbers, and "play", which opens the game through the lottery launcher. A page
 * whose kind of lottery the site does not run says so and shows the way on.
 */
export function LotteryCentre({ region }: { region: LotteryRegion }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const menus = useQuery(menusQuery(regionPrizeMode[region]));

  let content;
  if (menus.isError) {
    content = (
      <ErrorState message={errorMessage(menus.error)} retryLabel={t('retry')} onRetry={() => void menus.refetch()} />
    );
  } else if (!menus.data) {
    content = <LoadingState label={t('loading')} />;
  } else {
    const groups = groupsOfRegion(menus.data, region);
    const game = selectedGame(groups, params.get('gameCode'));
    content = game ? (
      <div className="lottery-centre__layout">
        <GameMenu groups={groups} selected={game} />
        <GameBoard key={game.gameCode} game={game} />
      </div>
    ) : (
      <LotteryEmptyState region={region} />
    );
  }
  return (
    <div className="lottery-centre">
      <div className="lottery-centre__bar">
        <h1 className="lottery-centre__title">{t(`title_${region}`)}</h1>
        <Link to="/" className="lottery-centre__back">
          <Icon name="home" size="small" />
          {t('back_to_lobby')}
        </Link>
      </div>
      {content}
    </div>
  );
}
