import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import type { MemberDetail } from './queries.ts';
import { uplineChain } from './upline-chain.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import './members.css';

export interface MemberProfileProps {
  member: MemberDetail;
}

/** The member's facts: identity, contact, type and state, security flags and the chain of uplines. */
export function MemberProfile({ member }: MemberProfileProps) {
  const { t, i18n } = useTranslation();
  const { typeLabel, statusLabel } = useMemberLabels();
  const noValue = t('members.noValue');
  const chain = uplineChain(member.ancestors, member.upline);

  const facts: [label: string, value: ReactNode][] = [
    [t('memberDetail.id'), member.id],
    [t('members.username'), member.username],
    [t('members.nickname'), member.nickname || noValue],
    [t('members.type'), `${typeLabel(member.type)} (${member.type})`],
    [
      t('members.status'),
      <Badge label={statusLabel(member.status)} tone={member.status === 'locked' ? 'danger' : 'success'} />,
    ],
    [t('memberDetail.payeeName'), member.payeeName ?? noValue],
    [t('members.mobile'), member.mobileNum ?? noValue],
    [t('members.email'), member.email ?? noValue],
    [t('members.upline'), member.upline ?? noValue],
    [t('members.createdAt'), formatDateTime(member.createdAt, i18n.language)],
    [
      t('members.lastLoginAt'),
      member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('members.never'),
    ],
    [
      t('memberDetail.mustChangePassword'),
      member.mustChangePassword ? <Badge label={t('memberDetail.yes')} tone="info" /> : t('memberDetail.no'),
    ],
    [t('memberDetail.twoFactor'), member.totpEnabled ? t('memberDetail.enabled') : t('memberDetail.disabled')],
  ];

  return (
    <section className="card" aria-labelledby="member-profile">
      <h2 id="member-profile" className="card-title">
        {t('memberDetail.profile')}
      </h2>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subsection-title">{t('memberDetail.ancestors')}</h3>
      {chain.length > 0 ? (
        <ol className="upline-chain" aria-label={t('memberDetail.ancestors')}>
          {chain.map((username, index) => (
            <li key={`${index}-${username}`}>{username}</li>
          ))}
          <li aria-current="true" className="upline-self">
            {member.username}
          </li>
        </ol>
      ) : (
        <p className="card-hint">{t('memberDetail.noAncestors')}</p>
      )}
    </section>
  );
}
