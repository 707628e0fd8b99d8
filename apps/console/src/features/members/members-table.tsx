import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, moneyText } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import '@ficha/ui/data-table.css';
import type { MemberRow } from './queries.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import './members.css';

export interface MembersTableProps {
  members: readonly MemberRow[];
  isStale?: boolean;
}

/** One row per member with its status and wallet balance; the username opens the member's page. */
export function MembersTable({ members, isStale = false }: MembersTableProps) {
  const { t, i18n } = useTranslation();
  const { typeLabel, statusLabel } = useMemberLabels();
  const noValue = t('members.noValue');

  return (
    <div className="table-wrap" aria-busy={isStale || undefined}>
      <table className={isStale ? 'data-table members-table is-stale' : 'data-table members-table'}>
        <caption className="visually-hidden">{t('members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('members.username')}</th>
            <th scope="col">{t('members.nickname')}</th>
            <th scope="col">{t('members.type')}</th>
            <th scope="col">{t('members.status')}</th>
            <th scope="col" className="member-balance">
              {t('members.balance')}
            </th>
            <th scope="col">{t('members.mobile')}</th>
            <th scope="col">{t('members.email')}</th>
            <th scope="col">{t('members.upline')}</th>
            <th scope="col">{t('members.createdAt')}</th>
            <th scope="col">{t('members.lastLoginAt')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td data-label={t('members.username')} className="member-username">
                <Link to={`/members/${member.id}`}>{member.username}</Link>
              </td>
              <td data-label={t('members.nickname')}>{member.nickname || noValue}</td>
              <td data-label={t('members.type')} className="member-type">
                {typeLabel(member.type)}
              </td>
              <td data-label={t('members.status')}>
                <Badge label={statusLabel(member.status)} tone={member.status === 'locked' ? 'danger' : 'success'} />
              </td>
              <td data-label={t('members.balance')} className="member-balance">
                {moneyText(member.balance, i18n.language, { currency: member.currency })}
              </td>
              <td data-label={t('members.mobile')}>{member.mobileNum ?? noValue}</td>
              <td data-label={t('members.email')} className="member-email">
                {member.email ?? noValue}
              </td>
              <td data-label={t('members.upline')}>{member.upline ?? noValue}</td>
              <td data-label={t('members.createdAt')}>
                <time dateTime={member.createdAt}>
                  {formatDateTime(member.createdAt, i18n.language, { time: 'short' })}
                </time>
              </td>
              <td data-label={t('members.lastLoginAt')}>
                {member.lastLoginAt ? (
                  <time dateTime={member.lastLoginAt}>
                    {formatDateTime(member.lastLoginAt, i18n.language, { time: 'short' })}
                  </time>
                ) : (
                  t('members.never')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
