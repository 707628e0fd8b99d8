import { Button, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { boardBody, emptyBoardDraft, type BoardDraft } from './mission-drafts.ts';
import { useBoardResults, useConsoleBoards, useSaveBoard } from './queries.ts';
import { MissionTitleCell } from './mission-title-cell.tsx';

const metrics = ['valid_bet', 'win_multiple'] as const;
const periods = ['daily', 'weekly', 'monthly'] as const;
const prizeKinds = ['cash', 'points'] as const;

/** The merchant's leaderboards (decision 0078): their settings, each settled period's winners, and a builder. */
export function LeaderboardsTab() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const boards = useConsoleBoards();
  const canManage = useCan('loyalty.manage');
  const [shown, setShown] = useState<number | null>(null);
  if (boards.isError && !boards.data)
    return <ErrorState message={errorMessage(boards.error)} onRetry={() => void boards.refetch()} />;
  if (!boards.data) return <LoadingState />;
  return (
    <section className="loyalty-tab" aria-labelledby="boards-title">
      <h2 id="boards-title" className="card-title">
        {t('loyalty.boards.title')}
      </h2>
      <p className="card-hint">{t('loyalty.boards.hint')}</p>
      {boards.data.length === 0 ? (
        <p className="card-hint">{t('loyalty.boards.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.missions.fields.title')}</th>
                <th scope="col">{t('loyalty.boards.fields.metric')}</th>
                <th scope="col">{t('loyalty.missions.fields.period')}</th>
                <th scope="col">{t('loyalty.boards.fields.prizes')}</th>
                <th scope="col">{t('loyalty.boards.results')}</th>
              </tr>
            </thead>
            <tbody>
              {boards.data.map((b) => (
                <tr key={b.id}>
                  <MissionTitleCell titles={b.titles} />
                  <td>{t(`loyalty.boards.metrics.${b.metric}`)}</td>
                  <td>{t(`loyalty.boards.periods.${b.period}`)}</td>
                  <td>
                    {b.prizes.join(', ')} {t(`loyalty.missions.rewardKinds.${b.prizeKind}`)}
                  </td>
                  <td>
                    <Button variant="ghost" size="small" onClick={() => setShown(b.id)}>
                      {t('loyalty.boards.showResults')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown !== null ? <BoardResults boardId={shown} /> : null}
      {canManage ? <BoardForm /> : null}
    </section>
  );
}

function BoardResults({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const results = useBoardResults(boardId);
  if (results.isError) return <AlertMessage message={errorMessage(results.error)} />;
  if (!results.data) return <LoadingState />;
  if (results.data.length === 0) return <p className="card-hint">{t('loyalty.boards.noResults')}</p>;
  return (
    <div className="loyalty-results" aria-label={t('loyalty.boards.results')}>
      {results.data.map((period) => (
        <div key={period.periodStart}>
          <h3 className="card-title">{t('loyalty.boards.period', { start: period.periodStart })}</h3>
          {period.winners.length === 0 ? (
            <p className="card-hint">{t('loyalty.boards.noWinners')}</p>
          ) : (
            <ol>
              {period.winners.map((w) => (
                <li key={w.rank}>
                  {w.username} · {w.score} · {w.prize}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </div>
  );
}

function BoardForm() {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSaveBoard();
  const [draft, setDraft] = useState<BoardDraft>(() => emptyBoardDraft());
  const [notice, setNotice] = useState('');
  const set = <K extends keyof BoardDraft>(key: K, value: BoardDraft[K]) => setDraft({ ...draft, [key]: value });
  const fieldErrors = fieldErrorsOf(save.error);
  const errorsOf = (...fields: string[]) =>
    fieldErrors.filter((e) => fields.some((f) => e.field === f || e.field.startsWith(`${f}.`))).map(fieldMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    save.mutate(boardBody(draft), {
      onSuccess: () => {
        setDraft(emptyBoardDraft());
        setNotice(t('loyalty.boards.saved'));
      },
    });
  };

  return (
    <form className="loyalty-form" noValidate onSubmit={submit} aria-labelledby="board-new">
      <h3 id="board-new" className="card-title">
        {t('loyalty.boards.new')}
      </h3>
      <div className="loyalty-grid">
        <TextField
          label={t('loyalty.missions.fields.titleEs')}
          maxLength={80}
          value={draft.titleEs}
          onChange={(e) => set('titleEs', e.target.value)}
          errors={errorsOf('titles')}
        />
        <TextField
          label={t('loyalty.missions.fields.titleEn')}
          maxLength={80}
          value={draft.titleEn}
          onChange={(e) => set('titleEn', e.target.value)}
        />
        <SelectField
          label={t('loyalty.boards.fields.metric')}
          value={draft.metric}
          onChange={(e) => set('metric', e.target.value as BoardDraft['metric'])}
          options={metrics.map((m) => ({ value: m, label: t(`loyalty.boards.metrics.${m}`) }))}
        />
        <SelectField
          label={t('loyalty.missions.fields.period')}
          value={draft.period}
          onChange={(e) => set('period', e.target.value as BoardDraft['period'])}
          options={periods.map((p) => ({ value: p, label: t(`loyalty.boards.periods.${p}`) }))}
        />
        <TextField
          label={t('loyalty.boards.fields.minBet')}
          inputMode="decimal"
          maxLength={20}
          value={draft.minBet}
          onChange={(e) => set('minBet', e.target.value)}
          errors={errorsOf('minBet')}
        />
        <SelectField
          label={t('loyalty.boards.fields.prizeKind')}
          value={draft.prizeKind}
          onChange={(e) => set('prizeKind', e.target.value as BoardDraft['prizeKind'])}
          options={prizeKinds.map((k) => ({ value: k, label: t(`loyalty.missions.rewardKinds.${k}`) }))}
        />
        <TextField
          label={t('loyalty.boards.fields.prizes')}
          hint={t('loyalty.boards.prizesHint')}
          maxLength={500}
          value={draft.prizes}
          onChange={(e) => set('prizes', e.target.value)}
          errors={errorsOf('cashPrizes', 'pointPrizes')}
        />
        <TextField
          label={t('loyalty.missions.fields.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          errors={errorsOf('startsAt')}
        />
        <TextField
          label={t('loyalty.missions.fields.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
          errors={errorsOf('endsAt')}
        />
      </div>
      {save.error && fieldErrors.length === 0 ? <AlertMessage message={errorMessage(save.error)} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      <div className="loyalty-actions">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {t('loyalty.boards.create')}
        </Button>
      </div>
    </form>
  );
}
