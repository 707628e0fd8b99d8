import type { RankBoard } from '@ficha/contract';
import { EmptyState, ErrorState, LoadingState, moneyText } from '@ficha/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLeaderboard, useRankBoards } from './queries.ts';

/** A period's last day: the day before its (exclusive) end. */
const lastDayOf = (end: string) => new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The running leaderboards (decision 0078): a board's period, its top entries with masked names and prizes, and
 * the member's own place.
 */
export function Leaderboard() {
  const { t, i18n } = useTranslation('missions');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const errorMessage = useErrorMessage();
  const pickerId = useId();
  const boards = useRankBoards();
  const [chosen, setChosen] = useState<number | null>(null);
  const boardId = chosen ?? boards.data?.[0]?.id ?? null;
  const standing = useLeaderboard(boardId);

  const failed = boards.isError ? boards : standing.isError ? standing : null;
  if (failed)
    return (
      <ErrorState
        message={errorMessage(failed.error)}
        retryLabel={t('retry')}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  if (!boards.data || !standing.data) return <LoadingState label={t('loading')} />;
  const board = standing.data.board;
  if (!board) return <EmptyState message={t('no_boards')} icon="trophy" />;

  const score = (b: RankBoard, value: number) =>
    b.metric === 'valid_bet' ? moneyText(value, locale) : t('multiple', { value: value.toFixed(2) });
  const prize = (b: RankBoard, value: number) =>
    value <= 0 ? '' : b.prizeKind === 'points' ? t('reward_points', { points: value }) : moneyText(value, locale);
  const me = standing.data.me;

  return (
    <div className="leaderboard">
      {boards.data.length > 1 ? (
        <div className="leaderboard__picker">
          <label htmlFor={pickerId}>{t('board_pick')}</label>
          <select id={pickerId} value={board.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {boards.data.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <h3 className="leaderboard__title">{board.title}</h3>
      <p className="leaderboard__meta">
        {t(`metric_${board.metric}`)} ·{' '}
        {t('board_period', { start: board.periodStart, end: lastDayOf(board.periodEnd) })}
      </p>
      <p className="leaderboard__me" aria-live="polite">
        {me.rank === null
          ? t('me_unranked', { min: moneyText(board.minBet, locale) })
          : t('me_ranked', { rank: me.rank, score: score(board, me.score) })}
      </p>
      {standing.data.entries.length === 0 ? (
        <EmptyState message={t('board_empty')} icon="trophy" />
      ) : (
        <table className="leaderboard__table">
          <thead>
            <tr>
              <th scope="col">{t('col_rank')}</th>
              <th scope="col">{t('col_player')}</th>
              <th scope="col">{t(`metric_${board.metric}`)}</th>
              <th scope="col">{t('col_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {standing.data.entries.map((entry) => (
              <tr key={entry.rank} aria-current={entry.rank === me.rank ? 'true' : undefined}>
                <td>{entry.rank}</td>
                <td dir="ltr">{entry.name}</td>
                <td>{score(board, entry.score)}</td>
                <td>{prize(board, entry.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
