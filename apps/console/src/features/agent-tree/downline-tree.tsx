import type { TreeMember } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { useTreeDownline } from './queries.ts';

export interface DownlineTreeProps {
  root: TreeMember;
  selectedId: number;
  onSelect: (memberId: number) => void;
}

/**
 * The downline as a tree of disclosure lists: each member opens its direct downline on demand (one level per
 * request, a page at a time, "show more" for the next page); selecting a member shows it in the side panel.
 */
export function DownlineTree({ root, selectedId, onSelect }: DownlineTreeProps) {
  const { t } = useTranslation();
  return (
    <ul className="tree" aria-label={t('agentTree.downlineOf', { username: root.username })}>
      <TreeNode member={root} selectedId={selectedId} onSelect={onSelect} isInitiallyOpen />
    </ul>
  );
}

interface TreeNodeProps {
  member: TreeMember;
  selectedId: number;
  onSelect: (memberId: number) => void;
  isInitiallyOpen?: boolean;
}

function TreeNode({ member, selectedId, onSelect, isInitiallyOpen = false }: TreeNodeProps) {
  const { t } = useTranslation();
  const { typeLabel } = useMemberLabels();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const hasDownline = member.directCount > 0;
  const levelId = `tree-level-${member.id}`;
  return (
    <li className="tree__node">
      <div className={`tree__row${member.id === selectedId ? ' tree__row--selected' : ''}`}>
        {hasDownline ? (
          <button
            type="button"
            className="tree__toggle"
            aria-expanded={isOpen}
            aria-controls={levelId}
            aria-label={t(isOpen ? 'agentTree.collapse' : 'agentTree.expand', { username: member.username })}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="tree__toggle tree__toggle--leaf" aria-hidden="true" />
        )}
        <button
          type="button"
          className="tree__select"
          aria-current={member.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(member.id)}
        >
          <span className="tree__name">{member.username}</span>
          <span className={`tree__type${member.isAgent ? ' tree__type--agent' : ''}`}>{typeLabel(member.type)}</span>
          {hasDownline ? (
            <span className="tree__count">
              {t('agentTree.counts', { direct: member.directCount, total: member.downlineCount })}
            </span>
          ) : null}
        </button>
      </div>
      {hasDownline && isOpen ? (
        <DownlineLevel id={levelId} parent={member} selectedId={selectedId} onSelect={onSelect} />
      ) : null}
    </li>
  );
}

interface DownlineLevelProps {
  id: string;
  parent: TreeMember;
  selectedId: number;
  onSelect: (memberId: number) => void;
}

/** One level under a member: its pages so far, and a button for the next one. */
function DownlineLevel({ id, parent, selectedId, onSelect }: DownlineLevelProps) {
  const [pages, setPages] = useState(1);
  return (
    <ul id={id} className="tree tree--nested">
      {Array.from({ length: pages }, (_, index) => (
        <DownlinePage
          key={index}
          parent={parent}
          pageNo={index + 1}
          isLast={index + 1 === pages}
          selectedId={selectedId}
          onSelect={onSelect}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </ul>
  );
}

interface DownlinePageProps {
  parent: TreeMember;
  pageNo: number;
  isLast: boolean;
  selectedId: number;
  onSelect: (memberId: number) => void;
  onMore: () => void;
}

function DownlinePage({ parent, pageNo, isLast, selectedId, onSelect, onMore }: DownlinePageProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const page = useTreeDownline(parent.id, pageNo);
  if (page.isError && !page.data) {
    return (
      <li className="tree__note">
        <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      </li>
    );
  }
  if (!page.data) {
    return (
      <li className="tree__note">
        <Spinner /> <span>{t('states.loading')}</span>
      </li>
    );
  }
  const shown = Math.min(page.data.total, pageNo * page.data.list.length);
  return (
    <>
      {page.data.list.map((child) => (
        <TreeNode key={child.id} member={child} selectedId={selectedId} onSelect={onSelect} />
      ))}
      {isLast && pageNo < page.data.totalPages ? (
        <li className="tree__note">
          <button type="button" className="tree__more" onClick={onMore}>
            {t('agentTree.showMore', { shown, total: page.data.total })}
          </button>
        </li>
      ) : null}
    </>
  );
}
