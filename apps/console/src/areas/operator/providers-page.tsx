import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProviderFormDialog } from '../../features/providers/provider-form-dialog.tsx';
import { ProvidersTable } from '../../features/providers/providers-table.tsx';
import {
  useCreateProvider,
  useRotateProviderSecret,
  useUpdateProvider,
  type ProviderFields,
  type ProviderRow,
} from '../../features/providers/queries.ts';
import '../../features/providers/providers.css';
import { useProviderList } from '../../lib/provider-list.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { SecretDialog } from '../../ui/secret-dialog.tsx';
import { useCan } from '../../lib/use-can.ts';

type Editing = { provider: ProviderRow | null } | null;

/** `/console/providers`: the seamless-wallet provider registry (secrets are shown once, when made). */
export function ProvidersPage() {
  const { t } = useTranslation();
  const canManage = useCan('providers.manage');
  const { errorMessage } = useErrorMessage();
  const providers = useProviderList();
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const rotate = useRotateProviderSecret();
  const [editing, setEditing] = useState<Editing>(null);
  const [rotating, setRotating] = useState<ProviderRow | null>(null);
  const [shownSecret, setShownSecret] = useState<{ code: string; secret: string } | null>(null);

  const fieldsOf = (p: ProviderRow): ProviderFields => ({
    name: p.name,
    baseUrl: p.baseUrl,
    enabled: p.enabled,
    categories: p.categories as ProviderFields['categories'],
  });

  function handleSubmit({ code, ...fields }: ProviderFields & { code: string }) {
    const target = editing?.provider;
    if (target) {
      update.mutate({ id: target.id, ...fields }, { onSuccess: () => setEditing(null) });
      return;
    }
    create.mutate(
      { code, ...fields },
      {
        onSuccess: (answer) => {
          setEditing(null);
          setShownSecret({ code: answer.provider.code, secret: answer.secret });
        },
      },
    );
  }

  function handleClose() {
    create.reset();
    update.reset();
    setEditing(null);
  }

  function handleRotate() {
    if (!rotating) return;
    rotate.mutate(
      { id: rotating.id },
      {
        onSuccess: (answer) => {
          setShownSecret({ code: rotating.code, secret: answer.secret });
          setRotating(null);
        },
      },
    );
  }

  function renderBody() {
    if (providers.isError && !providers.data) {
      return (
        <ErrorState
          message={errorMessage(providers.error)}
          onRetry={() => void providers.refetch()}
          isRetrying={providers.isFetching}
        />
      );
    }
    if (!providers.data) return <LoadingState />;
    if (providers.data.list.length === 0) return <EmptyState message={t('providers.empty')} />;
    return (
      <ProvidersTable
        providers={providers.data.list}
        isBusy={update.isPending || rotate.isPending}
        onEdit={(provider) => setEditing({ provider })}
        onToggle={(provider) => update.mutate({ id: provider.id, ...fieldsOf(provider), enabled: !provider.enabled })}
        onRotate={setRotating}
      />
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('providers.title')}</h1>
        <p className="page-intro">{t('providers.intro')}</p>
      </div>
      <div className="providers-toolbar">
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setEditing({ provider: null })}>
            {t('providers.create')}
          </button>
        ) : null}
        <Link to="/providers/reconciliation">{t('providers.toReconciliation')}</Link>
        <a href="/docs#tag-seamless">{t('providers.docs')}</a>
      </div>
      {update.isError && !editing ? <AlertMessage message={errorMessage(update.error)} /> : null}
      {renderBody()}
      {editing ? (
        <ProviderFormDialog
          key={editing.provider?.id ?? 'new'}
          provider={editing.provider}
          isOpen
          isBusy={create.isPending || update.isPending}
          error={editing.provider ? update.error : create.error}
          onSubmit={handleSubmit}
          onClose={handleClose}
        />
      ) : null}
      <ConfirmDialog
        isOpen={rotating !== null}
        title={t('providers.rotateTitle', { code: rotating?.code ?? '' })}
        message={t('providers.rotateMessage')}
        confirmLabel={t('providers.rotate')}
        onConfirm={handleRotate}
        onCancel={() => {
          rotate.reset();
          setRotating(null);
        }}
        isBusy={rotate.isPending}
        error={rotate.isError ? errorMessage(rotate.error) : null}
      />
      <SecretDialog
        secret={shownSecret?.secret ?? null}
        texts={{
          title: t('providers.secretTitle', { code: shownSecret?.code ?? '' }),
          note: t('providers.secretNote'),
          label: t('providers.secret'),
          copy: t('providers.copy'),
          copied: t('providers.copied'),
          copyFailed: t('providers.copyFailed'),
        }}
        onClose={() => setShownSecret(null)}
      />
    </>
  );
}
