import { moveTreeMember, type TreeMember } from '@ficha/contract';
import { CheckboxField, TextareaField, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useMoveTreeMember, useTreeSearch } from './queries.ts';

export interface MoveMemberDialogProps {
  member: TreeMember;
  /** The member's direct upline, for the preview of a move without its downline. */
  formerUpline: TreeMember | undefined;
  isOpen: boolean;
  onClose: () => void;
  onMoved: (moved: number, upline: string) => void;
}

const formId = 'move-member-form';
/** The inputs a problem can be shown beside; the move's own refusals are the form's. */
const shownFields = ['uplineId', 'reason'] as const;
const reasonMaxLength = 500;

/**
 * Moves a member under another agent: the new upline picked by search (agents only), with or without its
 * downline, and a reason; the preview says who moves. The contract's request schema checks what is sent.
 */
export function MoveMemberDialog({ member, formerUpline, isOpen, onClose, onMoved }: MoveMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('agentTree.move.title', { username: member.username })}
      formId={formId}
      submitLabel={t('agentTree.move.submit')}
      onClose={onClose}
    >
      {isOpen ? <MoveMemberForm key={member.id} member={member} formerUpline={formerUpline} onMoved={onMoved} /> : null}
    </FormDialog>
  );
}

function MoveMemberForm({ member, formerUpline, onMoved }: Omit<MoveMemberDialogProps, 'isOpen' | 'onClose'>) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const { typeLabel } = useMemberLabels();
  const move = useMoveTreeMember();
  const [query, setQuery] = useState('');
  const [uplineName, setUplineName] = useState('');
  const candidates = useTreeSearch(query.trim());
  const form = useForm({
    defaultValues: { uplineId: '', withDownline: true, reason: '' },
    resolver: schemaResolver(
      withRequest(
        z.object({ uplineId: z.string(), withDownline: z.boolean(), reason: z.string() }).transform((values) => ({
          memberId: member.id,
          uplineId: Number(values.uplineId),
          withDownline: values.withDownline,
          reason: values.reason.trim(),
        })),
        moveTreeMember.request,
      ),
    ),
  });
  const [uplineId, withDownline] = useWatch({ control: form.control, name: ['uplineId', 'withDownline'] });
  // The refusals of the move itself (not an agent, a cycle, nothing to change) are the form's, worded by code.
  const submission = useFormSubmit(form, {
    fields: shownFields,
    submit: async (body) => {
      const answer = await move.mutateAsync(body);
      onMoved(answer.moved, uplineName);
    },
  });
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  const errorsOf = (field: (typeof shownFields)[number]) => {
    const text = errorText(field);
    return text ? [text] : [];
  };
  const agents = (candidates.data?.list ?? []).filter((row) => row.isAgent && row.id !== member.id);
  const preview = withDownline
    ? t('agentTree.move.previewWith', { count: member.downlineCount + 1 })
    : t('agentTree.move.previewAlone', {
        count: member.directCount,
        upline: formerUpline?.username ?? t('agentTree.noUpline'),
      });

  return (
    <form id={formId} className="tree-form" onSubmit={submission.handleSubmit} noValidate>
      <TextField
        label={t('agentTree.move.searchUpline')}
        hint={t('agentTree.move.searchUplineHint')}
        type="search"
        value={query}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <fieldset className="tree-form__choices">
        <legend className="form-field__label">{t('agentTree.move.newUpline')}</legend>
        {query.trim() === '' ? <p className="card-hint">{t('agentTree.move.typeToSearch')}</p> : null}
        {query.trim() !== '' && candidates.data && agents.length === 0 ? (
          <p className="card-hint">{t('agentTree.move.noAgents', { query: query.trim() })}</p>
        ) : null}
        {agents.map((agent) => (
          <label key={agent.id} className="tree-form__choice">
            <input
              type="radio"
              value={String(agent.id)}
              {...form.register('uplineId', { onChange: () => setUplineName(agent.username) })}
            />
            <span className="tree-form__choice-name">{agent.username}</span>
            <span className="card-hint">
              {typeLabel(agent.type)} · {t('agentTree.levelShort', { level: agent.level })}
            </span>
          </label>
        ))}
        {errorsOf('uplineId').map((text) => (
          <p key={text} className="form-field__error">
            {text}
          </p>
        ))}
      </fieldset>
      <CheckboxField
        label={t('agentTree.move.withDownline')}
        hint={t('agentTree.move.withDownlineHint')}
        {...form.register('withDownline')}
      />
      <TextareaField
        label={t('agentTree.move.reason')}
        hint={t('agentTree.move.reasonHint', { max: reasonMaxLength })}
        maxLength={reasonMaxLength}
        rows={3}
        required
        {...form.register('reason')}
        errors={errorsOf('reason')}
      />
      <p className="tree-form__preview" role="status">
        {uplineId ? `${preview} ${t('agentTree.move.previewTarget', { upline: uplineName })}` : preview}
      </p>
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
