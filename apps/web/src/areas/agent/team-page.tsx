import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@ficha/ui';
import { TeamList } from './team-list.tsx';
import { TeamMemberPanel } from './team-member-panel.tsx';
import { TeamTree } from './team-tree.tsx';

/** The member a page shows, from `?member=<id>`; none or a malformed one is none. */
export function useOpenMember(): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('member');
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const open = (next: number | null) =>
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      if (next === null) copy.delete('member');
      else copy.set('member', String(next));
      return copy;
    });
  return [id, open];
}

type View = 'list' | 'tree';

/**
 * `downlineManagmentView`, team management: the downline as a searchable, sortable, paged list or as a tree
 * opened one level at a time; `?member=<id>` opens one member of the subtree with its facts, its downline and
 * the actions the agent may take on it.
 */
export function TeamPage() {
  const { t } = useTranslation('agent');
  const [view, setView] = useState<View>('list');
  const [memberId, openMember] = useOpenMember();
  if (memberId !== null) return <TeamMemberPanel memberId={memberId} onOpen={openMember} />;
  return (
    <Tabs
      label={t('team_views')}
      items={[
        { id: 'list', label: t('team_view_list') },
        { id: 'tree', label: t('team_view_tree') },
      ]}
      selectedId={view}
      onSelect={setView}
    >
      {view === 'list' ? <TeamList onOpen={openMember} /> : <TeamTree onOpen={openMember} />}
    </Tabs>
  );
}
