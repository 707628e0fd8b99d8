import type { OperatorPermission, OperatorRole } from '@ficha/contract';
import { DataTable, RowAction } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { permissionAreas } from './permission-areas.ts';
import type { CustomOperatorRole } from './queries.ts';
import './operator-roles.css';

export interface RolesTableProps {
  builtIn: ReadonlyArray<{ role: OperatorRole; permissions: readonly OperatorPermission[] }>;
  custom: readonly CustomOperatorRole[];
  canManage: boolean;
  onEdit: (role: CustomOperatorRole) => void;
  onDelete: (role: CustomOperatorRole) => void;
}

interface RoleRow {
  key: string;
  name: string;
  description: string;
  permissions: readonly OperatorPermission[];
  custom: CustomOperatorRole | null;
}

/** The built-in roles (read-only) and the merchant's custom roles in one list, with what each may do. */
export function RolesTable({ builtIn, custom, canManage, onEdit, onDelete }: RolesTableProps) {
  const { t } = useTranslation();
  const rows: RoleRow[] = [
    ...builtIn.map(({ role, permissions }) => ({
      key: role,
      name: t(`operators.roles.${role}`),
      description: t(`roles.builtInDescriptions.${role}`),
      permissions,
      custom: null,
    })),
    ...custom.map((role) => ({
      key: `custom-${role.id}`,
      name: role.name,
      description: role.description,
      permissions: role.permissions,
      custom: role,
    })),
  ];
  return (
    <DataTable
      caption={t('roles.title')}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          label: t('roles.name'),
          cell: (row) => (
            <div>
              <strong>{row.name}</strong>{' '}
              <Badge
                label={row.custom ? t('roles.kindCustom') : t('roles.kindBuiltIn')}
                tone={row.custom ? 'info' : 'neutral'}
              />
              {row.description ? <div className="page-meta">{row.description}</div> : null}
            </div>
          ),
        },
        {
          label: t('roles.permissions'),
          cell: (row) => {
            const areas = permissionAreas(row.permissions);
            return (
              <details className="role-summary">
                <summary>
                  {t('roles.permissionCount', { count: areas.reduce((sum, area) => sum + area.permissions.length, 0) })}
                </summary>
                <ul>
                  {areas.map(({ area, permissions }) => (
                    <li key={area}>
                      {t(`roles.areas.${area}`)}: {permissions.map((p) => t(`roles.permission.${p}`)).join(', ')}
                    </li>
                  ))}
                </ul>
              </details>
            );
          },
        },
        {
          label: t('roles.operators'),
          cell: (row) => (row.custom ? String(row.custom.operatorCount) : t('roles.noValue')),
        },
        canManage && {
          label: t('roles.actions'),
          cell: (row) =>
            row.custom ? (
              <div className="role-row-actions">
                <RowAction
                  label={t('roles.edit')}
                  rowName={row.name}
                  onClick={() => row.custom && onEdit(row.custom)}
                />
                <RowAction
                  label={t('roles.delete')}
                  rowName={row.name}
                  variant="danger"
                  onClick={() => row.custom && onDelete(row.custom)}
                />
              </div>
            ) : (
              <span className="page-meta">{t('roles.readOnly')}</span>
            ),
        },
      ]}
    />
  );
}
