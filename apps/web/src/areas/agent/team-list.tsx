import { teamSortKeys, wireMoneyText, type TeamListRow, type TeamSortKey } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  SelectField,
  TextField,
} from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useTeamMembers } from './agent-queries.ts';
import { useMemberTypeLabel } from './member-type-label.ts';
import { Pager } from './pager.tsx';
import { PeriodLine, ReportPeriodPicker, usePeriodQuery } from './report-period.tsx';

const pageSize = 20;

/**
 * The downline as a list (all of the subtree, or the direct downline of `parentId`): search by username or
 * nickname, each member's deposits, valid bets and P&L for a period (as the reports count them), sort by any
 * column either way, 20 a page; a row's name opens the member.
 */
export function TeamList({ parentId, onOpen }: { parentId?: number; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('agent');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const typeLabel = useMemberTypeLabel();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TeamSortKey>('registeredAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [pageNo, setPageNo] = useState(1);
  const [period, setPeriod] = usePeriodQuery();
  const team = useTeamMembers({
    ...(query ? { query } : {}),
    ...(parentId === undefined ? {} : { parentId }),
    sort,
    order,
    ...period,
    pageNo,
    pageSize,
  });
  const money = (n: number) => wireMoneyText(n, locale);
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language, { date: 'medium' }) : '—');

  let body;
  if (team.isError) body = <ErrorState message={errorMessage(team.error)} onRetry={() => void team.refetch()} />;
  else if (!team.data) body = <LoadingState label={t('loading')} />;
  else if (team.data.list.length === 0) body = <EmptyState message={t(query ? 'team_no_match' : 'team_empty')} />;
  else
    body = (
      <>
        <p className="agent-card__meta">{t('team_total', { total: team.data.total })}</p>
        <PeriodLine period={team.data.period} report={team} />
        <DataTable<TeamListRow>
          caption={t('team_caption')}
          className="team-table"
          isStale={team.isPlaceholderData}
          rows={team.data.list}
          rowKey={(row) => row.id}
          columns={[
            {
              label: t('col_username'),
              cell: (row) => (
                <button type="button" className="agent-link" onClick={() => onOpen(row.id)}>
                  {row.username}
                </button>
              ),
            },
            { label: t('col_type'), cell: (row) => typeLabel(row.type) },
            { label: t('col_level'), cell: (row) => row.level },
            { label: t('col_registered'), cell: (row) => date(row.registeredAt) },
            { label: t('col_last_login'), cell: (row) => date(row.lastLoginAt) },
            { label: t('col_balance'), className: 'is-number', cell: (row) => money(row.balance) },
            { label: t('fig_deposits'), className: 'is-number', cell: (row) => money(row.deposits) },
            { label: t('fig_validBets'), className: 'is-number', cell: (row) => money(row.validBets) },
            { label: t('fig_profit'), className: 'is-number', cell: (row) => money(row.profit) },
            { label: t('col_downline'), className: 'is-number', cell: (row) => row.directCount },
            {
              label: t('col_status'),
              cell: (row) => (
                <span className={`agent-status agent-status--${row.status}`}>{t(`status_${row.status}`)}</span>
              ),
            },
          ]}
        />
        <Pager pageNo={pageNo} totalPages={team.data.totalPages} onPage={setPageNo} />
      </>
    );

  return (
    <div className="agent-stack">
      <form
        className="team-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
          setPageNo(1);
        }}
      >
        <TextField
          label={t('team_search')}
          type="search"
          value={search}
          maxLength={32}
          onChange={(event) => setSearch(event.target.value)}
          trailing={
            <Button type="submit" variant="secondary">
              {t('search')}
            </Button>
          }
        />
        <SelectField
          label={t('sort_by')}
          value={sort}
          options={teamSortKeys.map((key) => ({ value: key, label: t(`sort_${key}`) }))}
          onChange={(event) => {
            setSort(event.target.value as TeamSortKey);
            setPageNo(1);
          }}
        />
        <SelectField
          label={t('sort_order')}
          value={order}
          options={[
            { value: 'desc', label: t('order_desc') },
            { value: 'asc', label: t('order_asc') },
          ]}
          onChange={(event) => {
            setOrder(event.target.value === 'asc' ? 'asc' : 'desc');
            setPageNo(1);
          }}
        />
      </form>
      <ReportPeriodPicker
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      />
      {body}
    </div>
  );
}
