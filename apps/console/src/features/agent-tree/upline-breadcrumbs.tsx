import type { TreeMember } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

export interface UplineBreadcrumbsProps {
  upline: readonly TreeMember[];
  member: TreeMember;
  onSelect: (memberId: number) => void;
}

/** The member's upline chain from the top of the tree, each upline a step back up; the member itself last. */
export function UplineBreadcrumbs({ upline, member, onSelect }: UplineBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav className="tree-crumbs" aria-label={t('agentTree.uplineChain')}>
      <ol>
        {upline.map((row) => (
          <li key={row.id}>
            <button type="button" className="tree-crumbs__step" onClick={() => onSelect(row.id)}>
              {row.username}
            </button>
          </li>
        ))}
        <li aria-current="location" className="tree-crumbs__self">
          {member.username}
        </li>
      </ol>
      {upline.length === 0 ? <p className="card-hint">{t('agentTree.topOfTree')}</p> : null}
    </nav>
  );
}
