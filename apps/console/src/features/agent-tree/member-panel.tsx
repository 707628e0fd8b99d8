import type { TreeMember } from '@ficha/contract';
import { buttonClassName, formatDateTime } from '@ficha/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { Badge } from '../../ui/badge.tsx';
import { AgentSummary } from './agent-summary.tsx';
import { ChangeTypeDialog } from './change-type-dialog.tsx';
import { MoveMemberDialog } from './move-member-dialog.tsx';

export interface MemberPanelProps {
  member: TreeMember;
  /** Its direct upline, when it has one. */
  upline: TreeMember | undefined;
}

/** What the last action did, shown until the next one. */
type Notice = { kind: 'moved'; moved: number; upline: string } | { kind: 'typeChanged'; type: number };

/**
 * The selected member's facts and the operator's actions on its place in the tree (move, change type) as its role
 * allows; for an agent, the per-agent summary below.
 */
export function MemberPanel({ member, upline }: MemberPanelProps) {
  const { t, i18n } = useTranslation();
  const { typeLabel, statusLabel } = useMemberLabels();
  const canMove = useCan('tree.manage');
  const canChangeType = useCan('members.manage');
  const [dialog, setDialog] = useState<'move' | 'type' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const facts: Array<[label: string, value: ReactNode]> = [
    [t('members.username'), member.username],
    [t('members.nickname'), member.nickname || t('members.noValue')],
    [t('members.type'), `${typeLabel(member.type)} (${member.type})`],
    [
      t('members.status'),
      <Badge label={statusLabel(member.status)} tone={member.status === 'locked' ? 'danger' : 'success'} />,
    ],
    [t('members.upline'), upline?.username ?? t('agentTree.noUpline')],
    [t('agentTree.level'), member.level],
    [t('agentTree.direct'), member.directCount],
    [t('agentTree.downline'), member.downlineCount],
    [t('members.createdAt'), formatDateTime(member.createdAt, i18n.language)],
  ];

  function noticeText(current: Notice) {
    return current.kind === 'moved'
      ? t('agentTree.notices.moved', { count: current.moved, username: member.username, upline: current.upline })
      : t('agentTree.notices.typeChanged', { username: member.username, type: typeLabel(current.type) });
  }

  return (
    <div className="tree-panel">
      <section className="card" aria-labelledby="tree-member-title">
        <h2 id="tree-member-title" className="card-title">
          {member.username}
        </h2>
        <dl className="tree-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="tree-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="tree-panel__actions">
          {canMove ? (
            <button type="button" className={buttonClassName('primary')} onClick={() => setDialog('move')}>
              {t('agentTree.move.open')}
            </button>
          ) : null}
          {canChangeType ? (
            <button type="button" className={buttonClassName('secondary')} onClick={() => setDialog('type')}>
              {t('agentTree.type.open')}
            </button>
          ) : null}
          <Link to={`/members/${member.id}`} className={buttonClassName('ghost')}>
            {t('agentTree.openMember')}
          </Link>
        </div>
        <p className="tree-panel__notice" role="status">
          {notice ? noticeText(notice) : null}
        </p>
      </section>
      {member.isAgent ? <AgentSummary key={member.id} memberId={member.id} /> : null}
      <MoveMemberDialog
        member={member}
        formerUpline={upline}
        isOpen={dialog === 'move'}
        onClose={() => setDialog(null)}
        onMoved={(moved, uplineName) => {
          setDialog(null);
          setNotice({ kind: 'moved', moved, upline: uplineName });
        }}
      />
      <ChangeTypeDialog
        member={member}
        isOpen={dialog === 'type'}
        onClose={() => setDialog(null)}
        onChanged={(type) => {
          setDialog(null);
          setNotice({ kind: 'typeChanged', type });
        }}
      />
    </div>
  );
}
