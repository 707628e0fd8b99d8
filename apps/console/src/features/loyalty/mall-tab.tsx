import { Button, DataTable, EmptyState, ErrorState, LoadingState, moneyText, RewardArt, RowAction } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { emptyRewardDraft, rewardDraftOf } from './loyalty-drafts.ts';
import { usePointRewards, type ConsoleReward } from './queries.ts';
import { RewardForm } from './reward-form.tsx';

const formId = 'point-reward-form';

/** The points mall's catalog, hidden rewards included; a manager adds and edits rewards (decision 0060). */
export function MallTab() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('loyalty.manage');
  const rewards = usePointRewards();
  const [editing, setEditing] = useState<ConsoleReward | 'new' | null>(null);

  if (rewards.isError && !rewards.data)
    return <ErrorState message={errorMessage(rewards.error)} onRetry={() => void rewards.refetch()} />;
  if (!rewards.data) return <LoadingState />;

  return (
    <section className="loyalty-tab" aria-labelledby="mall-title">
      <div className="loyalty-tab__head">
        <h2 id="mall-title" className="card-title">
          {t('loyalty.mall.title')}
        </h2>
        {canManage ? <Button onClick={() => setEditing('new')}>{t('loyalty.mall.add')}</Button> : null}
      </div>
      {rewards.data.length === 0 ? (
        <EmptyState message={t('loyalty.mall.empty')} />
      ) : (
        <DataTable
          caption={t('loyalty.mall.title')}
          rows={rewards.data}
          rowKey={(r) => r.id}
          columns={[
            {
              label: t('loyalty.reward.art'),
              isLabelHidden: true,
              className: 'loyalty-art-cell',
              cell: (r) => <RewardArt art={r.art} imageUrl={r.imageUrl} />,
            },
            { label: t('loyalty.reward.name'), cell: (r) => r.name },
            { label: t('loyalty.reward.kind'), cell: (r) => t(`loyalty.kinds.${r.kind}`) },
            { label: t('loyalty.reward.points'), cell: (r) => r.points.toLocaleString(i18n.language) },
            {
              label: t('loyalty.reward.value'),
              cell: (r) => (r.kind === 'item' ? '—' : moneyText(r.value, i18n.language)),
            },
            {
              label: t('loyalty.reward.stock'),
              cell: (r) => (r.stock === null ? t('loyalty.mall.unlimited') : r.stock.toLocaleString(i18n.language)),
            },
            {
              label: t('loyalty.mall.shown'),
              cell: (r) => t(r.active ? 'loyalty.mall.active' : 'loyalty.mall.hidden'),
            },
            { label: t('loyalty.reward.sort'), cell: (r) => r.sort },
            canManage && {
              label: t('loyalty.mall.actions'),
              isLabelHidden: true,
              cell: (r) => <RowAction label={t('loyalty.mall.edit')} rowName={r.name} onClick={() => setEditing(r)} />,
            },
          ]}
        />
      )}
      <EditDialog
        item={editing}
        formId={formId}
        title={(item) => (item === 'new' ? t('loyalty.mall.add') : t('loyalty.mall.editTitle', { name: item.name }))}
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <RewardForm
            key={item === 'new' ? 'new' : item.id}
            formId={formId}
            id={item === 'new' ? undefined : item.id}
            draft={item === 'new' ? emptyRewardDraft : rewardDraftOf(item)}
            onSaved={() => setEditing(null)}
          />
        )}
      </EditDialog>
    </section>
  );
}
