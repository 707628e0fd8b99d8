import { languageCodes, popupExecutions, type ConsoleNotice, type LanguageCode } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { buttonClassName, SelectField, TextareaField, TextField } from '@ficha/ui';
import { useSaveNotice, type NoticeDraft } from './queries.ts';
import { fromLocalInput, toLocalInput } from './schedule.ts';
import { ScheduleFields, type ScheduleValue } from './schedule-fields.tsx';

type Execution = (typeof popupExecutions)[number];
interface TextDraft {
  language: LanguageCode;
  title: string;
  content: string;
}

export interface NoticeEditDialogProps {
  type: 'PL' | 'PU';
  /** The notice to edit, `'new'` to add one, null when closed. */
  notice: ConsoleNotice | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a marquee notice (PL) or a popup (PU): its texts per language, audience, order and schedule. */
export function NoticeEditDialog({ type, notice, onClose }: NoticeEditDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={notice}
      title={(notice) =>
        notice === 'new' ? t(`announcements.noticeNew.${type}`) : t(`announcements.noticeEdit.${type}`)
      }
      formId="notice-edit-form"
      onClose={onClose}
    >
      {(notice) => (
        <NoticeForm key={notice === 'new' ? 'new' : notice.id} type={type} notice={notice} onSaved={onClose} />
      )}
    </EditDialog>
  );
}

function NoticeForm({
  type,
  notice,
  onSaved,
}: {
  type: 'PL' | 'PU';
  notice: ConsoleNotice | 'new';
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSaveNotice();
  const initial = notice === 'new' ? null : notice;
  const [execution, setExecution] = useState<Execution>(initial?.execution ?? 'A');
  const [texts, setTexts] = useState<TextDraft[]>(
    initial?.texts.map((x) => ({ ...x })) ?? [{ language: 'ES', title: '', content: '' }],
  );
  const [schedule, setSchedule] = useState<ScheduleValue>({
    sequence: String(initial?.sequence ?? 0),
    startsAt: toLocalInput(initial?.startsAt ?? null),
    endsAt: toLocalInput(initial?.endsAt ?? null),
    isEnabled: initial?.enabled ?? true,
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const errorsOf = (field: string) => fieldErrors.filter((e) => e.field === field).map(fieldMessage);
  const unusedLanguages = languageCodes.filter((code) => !texts.some((x) => x.language === code));

  const updateText = (index: number, change: Partial<TextDraft>) =>
    setTexts(texts.map((x, i) => (i === index ? { ...x, ...change } : x)));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const sequence = Number(schedule.sequence);
    const draft: NoticeDraft = {
      type,
      execution: type === 'PU' ? execution : null,
      texts: texts.map((x) => ({ language: x.language, title: x.title.trim(), content: x.content.trim() })),
      sequence: Number.isInteger(sequence) ? sequence : -1,
      startsAt: fromLocalInput(schedule.startsAt),
      endsAt: fromLocalInput(schedule.endsAt),
      enabled: schedule.isEnabled,
    };
    save.mutate({ id: initial?.id ?? null, draft }, { onSuccess: onSaved });
  }

  return (
    <form id="notice-edit-form" className="announcement-form" onSubmit={handleSubmit} noValidate>
      {type === 'PU' ? (
        <SelectField
          label={t('announcements.execution')}
          hint={t('announcements.executionHint')}
          value={execution}
          options={popupExecutions.map((value) => ({ value, label: t(`announcements.executions.${value}`) }))}
          onChange={(event) => setExecution(event.target.value as Execution)}
          errors={errorsOf('execution')}
        />
      ) : null}
      {texts.map((text, index) => (
        <fieldset key={index} className="announcement-text">
          <legend className="field-label">{t('announcements.textIn', { language: text.language })}</legend>
          <SelectField
            label={t('announcements.language')}
            value={text.language}
            options={[text.language, ...unusedLanguages].map((code) => ({ value: code, label: code }))}
            onChange={(event) => updateText(index, { language: event.target.value as LanguageCode })}
            errors={errorsOf(`texts.${index}.language`)}
          />
          <TextField
            label={t('announcements.noticeTitle')}
            maxLength={200}
            required
            value={text.title}
            onChange={(event) => updateText(index, { title: event.target.value })}
            errors={errorsOf(`texts.${index}.title`)}
          />
          <TextareaField
            label={t('announcements.content')}
            hint={t('announcements.contentHint')}
            maxLength={20000}
            rows={4}
            value={text.content}
            onChange={(event) => updateText(index, { content: event.target.value })}
            errors={errorsOf(`texts.${index}.content`)}
          />
          {texts.length > 1 ? (
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => setTexts(texts.filter((_, i) => i !== index))}
            >
              {t('announcements.removeText', { language: text.language })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {unusedLanguages[0] ? (
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => setTexts([...texts, { language: unusedLanguages[0] as LanguageCode, title: '', content: '' }])}
        >
          {t('announcements.addText')}
        </button>
      ) : null}
      <p className="card-hint">{t('announcements.fallbackHint')}</p>
      <ScheduleFields value={schedule} onChange={setSchedule} errorsOf={errorsOf} />
      {errorsOf('texts').length > 0 ? <AlertMessage message={errorsOf('texts').join(' ')} /> : null}
      {save.isError ? <AlertMessage message={errorMessage(save.error)} /> : null}
    </form>
  );
}
