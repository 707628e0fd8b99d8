import { createOperatorRole, type OperatorPermission } from '@ficha/contract';
import { CheckboxField, FieldErrors, TextareaField, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { permissionAreas } from './permission-areas.ts';
import { useCreateOperatorRole, useUpdateOperatorRole, type CustomOperatorRole } from './queries.ts';
import './operator-roles.css';

export interface RoleFormDialogProps {
  /** Open to create (`'new'`) or to edit a custom role; null when closed. */
  role: CustomOperatorRole | 'new' | null;
  /** What a custom role may hold (the server's list: never `session` nor the owners' own permissions). */
  grantable: readonly OperatorPermission[];
  onClose: () => void;
  onSaved: (role: CustomOperatorRole) => void;
}

const formId = 'operator-role-form';
const fields = ['name', 'description', 'permissions'] as const;

/** Creates or edits a custom role: its name, what it is for and a checklist of permissions by area. */
export function RoleFormDialog({ role, grantable, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const editing = role !== null && role !== 'new' ? role : null;
  return (
    <FormDialog
      isOpen={role !== null}
      title={editing ? t('roles.editTitle', { name: editing.name }) : t('roles.createTitle')}
      formId={formId}
      submitLabel={editing ? t('roles.save') : t('roles.create')}
      onClose={onClose}
    >
      {role !== null ? (
        <RoleForm key={editing?.id ?? 'new'} role={editing} grantable={grantable} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

function RoleForm({
  role,
  grantable,
  onSaved,
}: {
  role: CustomOperatorRole | null;
  grantable: readonly OperatorPermission[];
  onSaved: (role: CustomOperatorRole) => void;
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const create = useCreateOperatorRole();
  const update = useUpdateOperatorRole();
  const form = useForm({
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: (role?.permissions ?? []).filter((p) => grantable.includes(p)) as string[],
    },
    resolver: schemaResolver(
      withRequest(
        z
          .object({ name: z.string(), description: z.string(), permissions: z.array(z.string()) })
          .transform((values) => ({ ...values, permissions: values.permissions as OperatorPermission[] })),
        createOperatorRole.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields,
    submit: async (body) =>
      onSaved(role ? await update.mutateAsync({ ...body, id: role.id }) : await create.mutateAsync(body)),
  });
  const errorsOf = (field: (typeof fields)[number]) => {
    const text = fieldErrorTexts(form.formState.errors, fieldMessage)(field);
    return text ? [text] : [];
  };

  return (
    <form id={formId} className="role-form" onSubmit={submission.handleSubmit} noValidate>
      <TextField
        label={t('roles.name')}
        hint={t('roles.nameHint')}
        maxLength={40}
        {...form.register('name')}
        errors={errorsOf('name')}
      />
      <TextareaField
        label={t('roles.description')}
        maxLength={200}
        rows={2}
        {...form.register('description')}
        errors={errorsOf('description')}
      />
      <fieldset className="role-permissions">
        <legend>{t('roles.permissions')}</legend>
        <p className="page-meta">{t('roles.permissionsHint')}</p>
        {permissionAreas(grantable).map(({ area, permissions }) => (
          <fieldset key={area} className="role-permission-area">
            <legend>{t(`roles.areas.${area}`)}</legend>
            {permissions.map((permission) => (
              <CheckboxField
                key={permission}
                label={t(`roles.permission.${permission}`)}
                value={permission}
                {...form.register('permissions')}
              />
            ))}
          </fieldset>
        ))}
        <FieldErrors id="role-permissions-errors" messages={errorsOf('permissions')} />
      </fieldset>
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
