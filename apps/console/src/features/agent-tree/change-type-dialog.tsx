import { setMemberType, type TreeMember } from '@ficha/contract';
import { SelectField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { memberTypeChoices } from '../../lib/member-types.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useChangeTreeMemberType } from './queries.ts';

export interface ChangeTypeDialogProps {
  member: TreeMember;
  isOpen: boolean;
  onClose: () => void;
  onChanged: (type: number) => void;
}

const formId = 'change-type-form';

/**
 * Changes a member's type between player and the agent types. The server keeps the tree whole: a member with a
 * downline stays an agent, the top type has no upline; its refusals show worded by code.
 */
export function ChangeTypeDialog({ member, isOpen, onClose, onChanged }: ChangeTypeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('agentTree.type.title', { username: member.username })}
      formId={formId}
      submitLabel={t('agentTree.type.submit')}
      onClose={onClose}
    >
      {isOpen ? <ChangeTypeForm key={member.id} member={member} onChanged={onChanged} /> : null}
    </FormDialog>
  );
}

function ChangeTypeForm({ member, onChanged }: Pick<ChangeTypeDialogProps, 'member' | 'onChanged'>) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const { typeLabel } = useMemberLabels();
  const change = useChangeTreeMemberType();
  const form = useForm({
    defaultValues: { type: String(member.type) },
    resolver: schemaResolver(
      withRequest(
        z.object({ type: z.string() }).transform((values) => ({ memberId: member.id, type: Number(values.type) })),
        setMemberType.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields: ['type'],
    submit: async (body) => {
      const answer = await change.mutateAsync(body);
      onChanged(answer.type);
    },
  });
  const typeError = fieldErrorTexts(form.formState.errors, fieldMessage)('type');
  const choices = memberTypeChoices.includes(member.type) ? memberTypeChoices : [member.type, ...memberTypeChoices];

  return (
    <form id={formId} className="tree-form" onSubmit={submission.handleSubmit} noValidate>
      <SelectField
        label={t('agentTree.type.label')}
        hint={member.directCount > 0 ? t('agentTree.type.hasDownlineHint') : t('agentTree.type.hint')}
        options={choices.map((type) => ({ value: String(type), label: typeLabel(type) }))}
        {...form.register('type')}
        errors={typeError ? [typeError] : []}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
