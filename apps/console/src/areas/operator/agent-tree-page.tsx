import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@ficha/ui';
import { DownlineTree } from '../../features/agent-tree/downline-tree.tsx';
import { MemberPanel } from '../../features/agent-tree/member-panel.tsx';
import { useTreeMember } from '../../features/agent-tree/queries.ts';
import { TreeSearchResults } from '../../features/agent-tree/tree-search-results.tsx';
import { UplineBreadcrumbs } from '../../features/agent-tree/upline-breadcrumbs.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { SearchBox } from '../../ui/search-box.tsx';
import { memberIdFromParam } from './member-id-from-param.ts';
import '../../features/agent-tree/agent-tree.css';

/**
 * `/console/agent-tree?q=…&member=ID&selected=ID`: search any member, see its upline chain and its downline as a
 * tree, and act on the selected member in the side panel (move, change type, the per-agent summary).
 */
export function AgentTreePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const memberId = memberIdFromParam(searchParams.get('member') ?? undefined);
  const selectedId = memberIdFromParam(searchParams.get('selected') ?? undefined) ?? memberId;

  function show(params: { q?: string; member?: number | null; selected?: number | null }) {
    const next: Record<string, string> = {};
    const q = params.q ?? search;
    if (q) next['q'] = q;
    const member = params.member === undefined ? memberId : params.member;
    if (member !== null) next['member'] = String(member);
    const selected = params.selected === undefined ? selectedId : params.selected;
    if (selected !== null && selected !== member) next['selected'] = String(selected);
    setSearchParams(next);
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('agentTree.title')}</h1>
        <p className="page-intro">{t('agentTree.intro')}</p>
      </div>
      <div className="page-toolbar">
        <SearchBox
          label={t('agentTree.search')}
          hint={t('agentTree.searchHint')}
          submitLabel={t('members.searchSubmit')}
          value={search}
          onSearch={(q) => show({ q, member: memberId, selected: null })}
          maxLength={64}
        />
      </div>
      {search ? <TreeSearchResults username={search} onOpen={(id) => show({ member: id, selected: null })} /> : null}
      {memberId === null ? (
        search ? null : (
          <p className="card-hint">{t('agentTree.start')}</p>
        )
      ) : (
        <TreeView
          memberId={memberId}
          selectedId={selectedId ?? memberId}
          onFocus={(id) => show({ member: id, selected: null })}
          onSelect={(id) => show({ selected: id })}
        />
      )}
    </>
  );
}

interface TreeViewProps {
  memberId: number;
  selectedId: number;
  onFocus: (memberId: number) => void;
  onSelect: (memberId: number) => void;
}

function TreeView({ memberId, selectedId, onFocus, onSelect }: TreeViewProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const focused = useTreeMember(memberId);
  const selected = useTreeMember(selectedId);
  if (!focused.data) {
    return focused.isError ? (
      <ErrorState message={errorMessage(focused.error)} onRetry={() => void focused.refetch()} />
    ) : (
      <LoadingState />
    );
  }
  return (
    <>
      <UplineBreadcrumbs upline={focused.data.upline} member={focused.data.member} onSelect={onFocus} />
      <div className="tree-layout">
        <section className="card tree-card" aria-labelledby="tree-downline-title">
          <h2 id="tree-downline-title" className="card-title">
            {t('agentTree.downlineTitle')}
          </h2>
          <DownlineTree
            key={focused.data.member.id}
            root={focused.data.member}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        </section>
        {selected.data ? (
          <MemberPanel member={selected.data.member} upline={selected.data.upline.at(-1)} />
        ) : selected.isError ? (
          <ErrorState message={errorMessage(selected.error)} onRetry={() => void selected.refetch()} />
        ) : (
          <LoadingState />
        )}
      </div>
    </>
  );
}
