import { businessConstants } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { moneyText } from '@ficha/ui';
import { useLaunch } from './use-launch.ts';
import { GameImage } from './game-image.tsx';
import { winnerBoardQuery } from './queries.ts';
import { SectionState } from './section-state.tsx';

const shown = businessConstants.pageSizes.biggestWinsShown;

/**
 * The winner board (SPEC §2.1, upstream-api §4.4): the biggest wins, the first 9 of the board, the top
 * three with medals; each row starts the game it was won in.
 */
export function WinnerBoard() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const board = useQuery({ ...winnerBoardQuery(language), select: (data) => data.list.slice(0, shown) });
  const launch = useLaunch();
  const titleId = useId();
  const locale = toLocaleTag(language);
  return (
    <section className="lobby-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="lobby-section__title">
        {t('winner_board')}
      </h2>
      <SectionState
        query={board}
        loadingLabel={t('winner_board_loading')}
        emptyMessage={t('winner_board_empty')}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <ol className="winner-board">
            {rows.map(({ vo }, index) => (
              <li key={`${vo.nodeId}-${vo.settledAt}-${index}`} className="winner-board__row">
                <span className={`winner-board__rank winner-board__rank--${index < 3 ? index + 1 : 'other'}`}>
                  {index + 1}
                </span>
                <GameImage src={vo.showIcon ?? vo.iconUrl} className="winner-board__icon" />
                <span className="winner-board__who">
                  <span className="winner-board__name">{vo.customerName}</span>
                  <span className="winner-board__game">{vo.gameName}</span>
                </span>
                <span className="winner-board__amount">
                  {moneyText(vo.winAmount, locale, { currency: vo.currency })}
                </span>
                <button
                  type="button"
                  className="winner-board__play"
                  aria-label={t('play_game', { name: vo.gameName })}
                  onClick={() => launch({ kind: 'game', game: vo })}
                >
                  {t('play_now')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </SectionState>
    </section>
  );
}
