import type { TeamMemberRow } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTeamMembers } from './agent-queries.ts';
import { useMemberTypeLabel } from './member-type-label.ts';

/** Most children a node lists; a larger branch says how many more the list view finds. */
const branchSize = 100;

/** The downline as a tree below the agent: each branch loads its direct downline when opened. */
export function TeamTree({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('agent');
  const { member } = useSession();
  if (!member) return null;
  return (
    <ul className="team-tree" role="tree" aria-label={t('team_view_tree')}>
      <Branch parentId={member.id} onOpen={onOpen} />
    </ul>
  );
}

function Branch({ parentId, onOpen }: { parentId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const children = useTeamMembers({ parentId, sort: 'username', order: 'asc', pageSize: branchSize });
  if (children.isError) {
    return (
      <li role="none">
        <ErrorState message={errorMessage(children.error)} onRetry={() => void children.refetch()} />
      </li>
    );
  }
  if (!children.data) {
    return (
      <li role="none">
        <LoadingState label={t('loading')} />
      </li>
    );
  }
  if (children.data.list.length === 0) {
    return (
      <li role="none" className="agent-card__meta">
        {t('team_empty')}
      </li>
    );
  }
  const more = children.data.total - children.data.list.length;
  return (
    <>
      {children.data.list.map((row) => (
        <Node key={row.id} row={row} onOpen={onOpen} />
      ))}
      {more > 0 ? (
        <li role="none" className="agent-card__meta">
          {t('tree_more', { total: more })}
        </li>
      ) : null}
    </>
  );
}

function Node({ row, onOpen }: { row: TeamMemberRow; onOpen: (id: number) => void }) {
  const { t } = useTranslation('agent');
  const typeLabel = useMemberTypeLabel();
  const [isOpen, setIsOpen] = useState(false);
  const hasChildren = row.directCount > 0;
  return (
    <li role="treeitem" aria-expanded={hasChildren ? isOpen : undefined} className="team-tree__node">
      <div className="team-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="team-tree__toggle"
            aria-label={t(isOpen ? 'tree_collapse' : 'tree_expand', { username: row.username })}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? '−' : '+'}
          </button>
        ) : (
          <span className="team-tree__leaf" aria-hidden="true" />
        )}
        <button type="button" className="agent-link" onClick={() => onOpen(row.id)}>
          {row.username}
        </button>
        <span className="agent-card__meta">
          {typeLabel(row.type)}
          {hasChildren ? ` · ${t('tree_children', { total: row.directCount })}` : ''}
        </span>
        {row.status === 'locked' ? (
          <span className="agent-status agent-status--locked">{t('status_locked')}</span>
        ) : null}
      </div>
      {isOpen ? (
        <ul role="group" className="team-tree__group">
          <Branch parentId={row.id} onOpen={onOpen} />
        </ul>
      ) : null}
    </li>
  );
}
