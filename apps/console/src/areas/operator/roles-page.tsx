import type { CustomOperatorRole } from '@ficha/contract';
import { buttonClassName, ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRoleDialog } from '../../features/operator-roles/delete-role-dialog.tsx';
import { useOperatorRoles } from '../../features/operator-roles/queries.ts';
import { RoleFormDialog } from '../../features/operator-roles/role-form-dialog.tsx';
import { RolesTable } from '../../features/operator-roles/roles-table.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/**
 * `/console/roles`: the built-in roles (read-only) and the merchant's custom roles; owners create, edit and delete
 * custom roles from the permission checklist and give them to operators on the Operators page (decision 0068).
 */
export function RolesPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('operators.manage');
  const roles = useOperatorRoles();
  const [editing, setEditing] = useState<CustomOperatorRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomOperatorRole | null>(null);
  const [notice, setNotice] = useState('');

  function renderBody() {
    if (roles.isError) {
      return <ErrorState message={errorMessage(roles.error)} onRetry={() => void roles.refetch()} />;
    }
    if (!roles.data) return <LoadingState />;
    return (
      <RolesTable
        builtIn={roles.data.builtIn}
        custom={roles.data.custom}
        canManage={canManage}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('roles.title')}</h1>
          <p className="page-intro">{t(canManage ? 'roles.intro' : 'roles.introView')}</p>
        </div>
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setEditing('new')}>
            {t('roles.add')}
          </button>
        ) : null}
      </div>
      <p className="action-status" role="status">
        {notice}
      </p>
      <section className="card" aria-label={t('roles.title')}>
        {renderBody()}
      </section>
      <RoleFormDialog
        role={editing}
        grantable={roles.data?.grantable ?? []}
        onClose={() => setEditing(null)}
        onSaved={(role) => {
          setNotice(t(editing === 'new' ? 'roles.created' : 'roles.saved', { name: role.name }));
          setEditing(null);
        }}
      />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
