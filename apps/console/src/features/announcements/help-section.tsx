import { languageCodes, type ConsoleHelpEntry, type ContentLanguages, type LanguageCode } from '@ficha/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
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
import { LanguageCoverageList } from './language-coverage-list.tsx';
import { helpLanguagesByTag, helpSectionKey, missingLanguages } from './language-coverage.ts';
import { MissingLanguagesChip } from './missing-languages-chip.tsx';
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
  // 35 languages of five sections is a long table: one language at a time, the merchant's default first.
  const [shownLanguage, setShownLanguage] = useState<LanguageCode | 'all' | null>(null);

  let body;
  if (entries.isError)
    body = <ErrorState message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />;
  else if (!entries.data) body = <LoadingState />;
  else if (entries.data.list.length === 0) body = <EmptyState message={t('announcements.noHelp')} />;
  else {
    const { languages } = entries.data;
    const languagesByTag = helpLanguagesByTag(entries.data.list);
    const shown = shownLanguage ?? languages.defaultLanguage;
    body = (
      <>
        <SelectField
          label={t('announcements.helpShownLanguage')}
          value={shown}
          onChange={(event) => setShownLanguage(event.target.value as LanguageCode | 'all')}
          options={[
            { value: 'all', label: t('announcements.allLanguages') },
            ...languageCodes.map((code) => ({ value: code, label: code })),
          ]}
        />
        <DataTable
          caption={t('announcements.helpCaption')}
          className="announcement-table"
          rows={shown === 'all' ? entries.data.list : entries.data.list.filter((entry) => entry.language === shown)}
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
            {
              label: t('announcements.languages'),
              cell: (entry) => (
                <MissingLanguagesChip
                  missing={missingLanguages(languagesByTag.get(helpSectionKey(entry)) ?? [], languages)}
                  total={languages.supportLanguages.length}
                />
              ),
            },
            actions,
          ]}
        />
      </>
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
          <HelpForm
            key={edited === 'new' ? 'new' : edited.id}
            entry={edited}
            others={entries.data?.list ?? []}
            languages={entries.data?.languages ?? null}
            onSaved={() => setEdited(null)}
          />
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

function HelpForm({
  entry,
  others,
  languages,
  onSaved,
}: {
  entry: ConsoleHelpEntry | 'new';
  /** The merchant's sections, to mark which languages the edited tag is written in. */
  others: readonly ConsoleHelpEntry[];
  languages: ContentLanguages | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHelpEntry();
  const initial = entry === 'new' ? null : entry;
  const { form, submission, errorsOf, failureText } = useEditForm({
    defaultValues: {
      language: initial?.language ?? ('ES' as LanguageCode),
      tag: initial?.tag ?? '',
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      sort: String(initial?.sort ?? 0),
    },
    submit: async (values) => {
      const order = Number(values.sort);
      await save.mutateAsync({
        id: initial?.id ?? null,
        draft: {
          language: values.language,
          device: initial?.device ?? 'WEB',
          tag: values.tag.trim(),
          title: values.title.trim(),
          content: values.content.trim(),
          sort: Number.isInteger(order) ? order : -1,
        },
      });
      onSaved();
    },
  });

  const [tag, language] = useWatch({ control: form.control, name: ['tag', 'language'] });
  const device = initial?.device ?? 'WEB';
  const written = others
    .filter((other) => other.tag === tag.trim() && other.device === device && other.id !== initial?.id)
    .map((other) => other.language);

  return (
    <form id="help-edit-form" className="announcement-form" onSubmit={submission.handleSubmit} noValidate>
      <SelectField
        label={t('announcements.language')}
        {...form.register('language')}
        options={languageCodes.map((code) => ({ value: code, label: code }))}
        errors={errorsOf('language')}
      />
      <TextField
        label={t('announcements.helpTag')}
        hint={t('announcements.helpTagHint')}
        maxLength={40}
        required
        {...form.register('tag')}
        errors={errorsOf('tag')}
      />
      {languages && tag.trim() !== '' ? (
        <LanguageCoverageList present={[...written, language]} languages={languages} />
      ) : null}
      <TextField
        label={t('announcements.noticeTitle')}
        maxLength={120}
        required
        {...form.register('title')}
        errors={errorsOf('title')}
      />
      <TextareaField
        label={t('announcements.content')}
        hint={t('announcements.contentHint')}
        rows={8}
        required
        {...form.register('content')}
        errors={errorsOf('content')}
      />
      <TextField
        label={t('announcements.sequence')}
        hint={t('announcements.sequenceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        {...form.register('sort')}
        errors={errorsOf('sort')}
      />
      {failureText ? <AlertMessage message={failureText} /> : null}
    </form>
  );
}
