import { languageCodes, type ConsoleHelpEntry, type LanguageCode } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import {
  buttonClassName,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  SelectField,
  TextareaField,
  TextField,
} from '@ficha/ui';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { useConsoleHelpEntries, useDeleteHelpEntry, useSaveHelpEntry } from './help-queries.ts';
import { useRowActionsColumn } from './row-actions-column.tsx';
import { useCan } from '../../lib/use-can.ts';

/** The help center's sections per language (SPEC §2.1 `/help`, `/help#term`), each with its editor. */
export function HelpSection() {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  const { errorMessage } = useErrorMessage();
  const entries = useConsoleHelpEntries();
  const [edited, setEdited] = useState<ConsoleHelpEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleHelpEntry | null>(null);
  const remove = useDeleteHelpEntry();
  const actions = useRowActionsColumn<ConsoleHelpEntry>((entry) => entry.title, setEdited, setDeleting);

  let body;
  if (entries.isError)
    body = <ErrorState message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />;
  else if (!entries.data) body = <LoadingState />;
  else if (entries.data.list.length === 0) body = <EmptyState message={t('announcements.noHelp')} />;
  else {
    body = (
      <DataTable
        caption={t('announcements.helpCaption')}
        className="announcement-table"
        rows={entries.data.list}
        rowKey={(entry) => entry.id}
        columns={[
          { label: t('announcements.language'), cell: (entry) => `${entry.language} · ${entry.device}` },
          { label: t('announcements.sequence'), cell: (entry) => entry.sort },
          {
            label: t('announcements.noticeTitle'),
            cell: (entry) => <span className="announcement-name">{entry.title}</span>,
          },
          {
            label: t('announcements.helpTag'),
            cell: (entry) => <span className="announcement-code">/help#{entry.tag}</span>,
          },
          actions,
        ]}
      />
    );
  }

  return (
    <section aria-labelledby="content-help-title">
      <div className="announcement-section-head">
        <h2 id="content-help-title" className="card-title">
          {t('announcements.helpTitle')}
        </h2>
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setEdited('new')}>
            {t('announcements.helpNew')}
          </button>
        ) : null}
      </div>
      {body}
      <EditDialog
        item={edited}
        title={(edited) => (edited === 'new' ? t('announcements.helpNew') : t('announcements.helpEdit'))}
        formId="help-edit-form"
        onClose={() => setEdited(null)}
      >
        {(edited) => (
          <HelpForm key={edited === 'new' ? 'new' : edited.id} entry={edited} onSaved={() => setEdited(null)} />
        )}
      </EditDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('announcements.deleteTitle')}
        message={t('announcements.deleteMessage', { name: deleting?.title ?? '' })}
        confirmLabel={t('announcements.delete')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        isBusy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
    </section>
  );
}

function HelpForm({ entry, onSaved }: { entry: ConsoleHelpEntry | 'new'; onSaved: () => void }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSaveHelpEntry();
  const initial = entry === 'new' ? null : entry;
  const [language, setLanguage] = useState<LanguageCode>(initial?.language ?? 'ES');
  const [tag, setTag] = useState(initial?.tag ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [sort, setSort] = useState(String(initial?.sort ?? 0));
  const fieldErrors = fieldErrorsOf(save.error);
  const errorsOf = (field: string) => fieldErrors.filter((e) => e.field === field).map(fieldMessage);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const order = Number(sort);
    save.mutate(
      {
        id: initial?.id ?? null,
        draft: {
          language,
          device: initial?.device ?? 'WEB',
          tag: tag.trim(),
          title: title.trim(),
          content: content.trim(),
          sort: Number.isInteger(order) ? order : -1,
        },
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form id="help-edit-form" className="announcement-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label={t('announcements.language')}
        value={language}
        options={languageCodes.map((code) => ({ value: code, label: code }))}
        onChange={(event) => setLanguage(event.target.value as LanguageCode)}
        errors={errorsOf('language')}
      />
      <TextField
        label={t('announcements.helpTag')}
        hint={t('announcements.helpTagHint')}
        maxLength={40}
        required
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        errors={errorsOf('tag')}
      />
      <TextField
        label={t('announcements.noticeTitle')}
        maxLength={120}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        errors={errorsOf('title')}
      />
      <TextareaField
        label={t('announcements.content')}
        hint={t('announcements.contentHint')}
        rows={8}
        required
        value={content}
        onChange={(event) => setContent(event.target.value)}
        errors={errorsOf('content')}
      />
      <TextField
        label={t('announcements.sequence')}
        hint={t('announcements.sequenceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        value={sort}
        onChange={(event) => setSort(event.target.value)}
        errors={errorsOf('sort')}
      />
      {save.isError ? <AlertMessage message={errorMessage(save.error)} /> : null}
    </form>
  );
}
