import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  SelectField,
  TextField,
} from '@ficha/ui';
import { sportsConsoleBetStates } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { Pager } from '../../ui/pager.tsx';
import { marketLabel, oddsText, selectionLabel } from './market-label.ts';
import { useSportsbookBets, type SportsbookBetRow } from './queries.ts';

const pageSize = 25;
const stateTone = { open: 'info', won: 'success', lost: 'neutral', void: 'danger', cashed_out: 'info' } as const;

interface Filters {
  playerId: string;
  eventId: string;
  state: string;
  from: string;
  to: string;
}
const noFilters: Filters = { playerId: '', eventId: '', state: '', from: '', to: '' };

/** The merchant's bets by player, event, state and day, newest first, a page at a time (decision 0089). */
export function BetsTab({ providerCode }: { providerCode: string }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const bets = useSportsbookBets({
    providerCode,
    page,
    pageSize,
    ...(filters.playerId ? { playerId: filters.playerId } : {}),
    ...(filters.eventId ? { eventId: filters.eventId } : {}),
    ...(filters.state ? { state: filters.state as (typeof sportsConsoleBetStates)[number] } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, playerId: draft.playerId.trim(), eventId: draft.eventId.trim() });
    setPage(1);
  };
  const money = (amount: number) => moneyText(amount, i18n.language);

  let results;
  if (bets.isPending) results = <LoadingState label={t('states.loading')} />;
  else if (bets.isError)
    results = <ErrorState message={errorMessage(bets.error)} onRetry={() => void bets.refetch()} />;
  else if (bets.data.bets.length === 0)
    results = (
      <EmptyState message={t(filters === noFilters ? 'sportsbook.bets.noneYet' : 'sportsbook.bets.noneFound')} />
    );
  else
    results = (
      <>
        <p className="sportsbook-hint">{t('sportsbook.bets.found', { count: bets.data.total })}</p>
        <DataTable
          caption={t('sportsbook.bets.caption')}
          rows={bets.data.bets}
          rowKey={(bet) => bet.betId}
          isStale={bets.isPlaceholderData}
          columns={[
            {
              label: t('sportsbook.bets.placedAt'),
              cell: (bet) => (
                <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt, i18n.language, { time: 'short' })}</time>
              ),
            },
            { label: t('sportsbook.bets.player'), cell: (bet) => <code>{bet.playerId ?? '—'}</code> },
            { label: t('sportsbook.bets.legs'), cell: (bet) => <Legs bet={bet} /> },
            {
              label: t('sportsbook.bets.state'),
              cell: (bet) => <Badge label={t(`sportsbook.bets.states.${bet.state}`)} tone={stateTone[bet.state]} />,
            },
            { label: t('sportsbook.bets.stake'), cell: (bet) => money(bet.stake) },
            { label: t('sportsbook.bets.potential'), cell: (bet) => money(bet.potentialReturn) },
            { label: t('sportsbook.bets.paid'), cell: (bet) => (bet.paid === null ? '—' : money(bet.paid)) },
          ]}
        />
        <Pager
          page={page}
          totalPages={Math.ceil(bets.data.total / pageSize)}
          onPageChange={setPage}
          isBusy={bets.isFetching}
        />
      </>
    );

  return (
    <section className="sportsbook-tab">
      <form className="sportsbook-filters" onSubmit={search} aria-label={t('sportsbook.bets.filters')}>
        <TextField label={t('sportsbook.bets.player')} maxLength={64} {...field('playerId')} />
        <TextField label={t('sportsbook.bets.event')} maxLength={120} {...field('eventId')} />
        <SelectField
          label={t('sportsbook.bets.state')}
          {...field('state')}
          options={[
            { value: '', label: t('sportsbook.bets.anyState') },
            ...sportsConsoleBetStates.map((state) => ({ value: state, label: t(`sportsbook.bets.states.${state}`) })),
          ]}
        />
        <TextField label={t('sportsbook.bets.from')} type="date" {...field('from')} />
        <TextField label={t('sportsbook.bets.to')} type="date" {...field('to')} />
        <Button type="submit">{t('sportsbook.bets.search')}</Button>
      </form>
      {results}
    </section>
  );
}

function Legs({ bet }: { bet: SportsbookBetRow }) {
  const { t } = useTranslation();
  return (
    <ul className="sportsbook-legs">
      {bet.legs.map((leg, index) => (
        <li key={index}>
          {leg.home} – {leg.away} · {marketLabel(t, leg)} · <strong>{selectionLabel(t, leg.selection)}</strong> @{' '}
          {oddsText(leg.odds)}
          {leg.outcome ? ` (${t(`sportsbook.outcome.${leg.outcome}`)})` : ''}
        </li>
      ))}
    </ul>
  );
}
