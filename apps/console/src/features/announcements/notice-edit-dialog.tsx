import {
  languageCodes,
  popupExecutions,
  type ConsoleNotice,
  type ConsoleNoticeType,
  type LanguageCode,
} from '@ficha/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { buttonClassName, SelectField, TextareaField, TextField } from '@ficha/ui';
import { LanguageCoverageList } from './language-coverage-list.tsx';
import { noticeLanguages } from './language-coverage.ts';
import { useConsoleNotices, useSaveNotice, type NoticeDraft } from './queries.ts';
import { scheduleDraftOf, scheduleValueOf, type ScheduleValue } from './schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';

type Execution = (typeof popupExecutions)[number];
interface TextDraft {
  language: LanguageCode;
  title: string;
  content: string;
}

/** The notice form's inputs, as typed. */
interface NoticeValues extends ScheduleValue {
  execution: Execution;
  texts: TextDraft[];
}

export interface NoticeEditDialogProps {
  type: ConsoleNoticeType;
  /** The notice to edit, `'new'` to add one, null when closed. */
  notice: ConsoleNotice | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a marquee notice (PL), a popup (PU) or an agent announcement (AG): its texts per language, audience, order and schedule. */
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
  type: ConsoleNoticeType;
  notice: ConsoleNotice | 'new';
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  const merchantLanguages = useConsoleNotices(type).data?.languages;
  const initial = notice === 'new' ? null : notice;
  const {
    form,
    submission,
    failureErrorsOf: errorsOf,
    failureText,
  } = useEditForm<NoticeValues>({
    defaultValues: {
      execution: initial?.execution ?? 'A',
      texts: initial?.texts.map((x) => ({ ...x })) ?? [{ language: 'ES', title: '', content: '' }],
      ...scheduleValueOf(initial),
    },
    // The server's problems of one text (`texts.1.title`) go beside that text's input, below.
    fields: [],
    submit: async (values) => {
      const draft: NoticeDraft = {
        type,
        execution: type === 'PU' ? values.execution : null,
        texts: values.texts.map((x) => ({ language: x.language, title: x.title.trim(), content: x.content.trim() })),
        ...scheduleDraftOf(values),
      };
      await save.mutateAsync({ id: initial?.id ?? null, draft });
      onSaved();
    },
  });
  const textRows = useFieldArray({ control: form.control, name: 'texts' });
  const [texts, isEnabled] = useWatch({ control: form.control, name: ['texts', 'isEnabled'] });
  const unusedLanguages = languageCodes.filter((code) => !texts.some((x) => x.language === code));

  return (
    <form id="notice-edit-form" className="announcement-form" onSubmit={submission.handleSubmit} noValidate>
      {type === 'PU' ? (
        <SelectField
          label={t('announcements.execution')}
          hint={t('announcements.executionHint')}
          {...form.register('execution')}
          options={popupExecutions.map((value) => ({ value, label: t(`announcements.executions.${value}`) }))}
          errors={errorsOf('execution')}
        />
      ) : null}
      {merchantLanguages ? (
        <LanguageCoverageList present={noticeLanguages(texts)} languages={merchantLanguages} />
      ) : null}
      {textRows.fields.map((row, index) => {
        const language = texts[index]?.language ?? row.language;
        return (
          <fieldset key={row.id} className="announcement-text">
            <legend className="field-label">{t('announcements.textIn', { language })}</legend>
            <SelectField
              label={t('announcements.language')}
              {...form.register(`texts.${index}.language`)}
              options={[language, ...unusedLanguages].map((code) => ({ value: code, label: code }))}
              errors={errorsOf(`texts.${index}.language`)}
            />
            <TextField
              label={t('announcements.noticeTitle')}
              maxLength={200}
              required
              {...form.register(`texts.${index}.title`)}
              errors={errorsOf(`texts.${index}.title`)}
            />
            <TextareaField
              label={t('announcements.content')}
              hint={t('announcements.contentHint')}
              maxLength={20000}
              rows={4}
              {...form.register(`texts.${index}.content`)}
              errors={errorsOf(`texts.${index}.content`)}
            />
            {textRows.fields.length > 1 ? (
              <button type="button" className={buttonClassName('secondary')} onClick={() => textRows.remove(index)}>
                {t('announcements.removeText', { language })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {unusedLanguages[0] ? (
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => textRows.append({ language: unusedLanguages[0] as LanguageCode, title: '', content: '' })}
        >
          {t('announcements.addText')}
        </button>
      ) : null}
      <p className="card-hint">{t('announcements.fallbackHint')}</p>
      <ScheduleFields
        bind={(field) => form.register(field)}
        isEnabled={isEnabled}
        onEnabledChange={(next) => form.setValue('isEnabled', next)}
        errorsOf={errorsOf}
      />
      {errorsOf('texts').length > 0 ? <AlertMessage message={errorsOf('texts').join(' ')} /> : null}
      {failureText ? <AlertMessage message={failureText} /> : null}
    </form>
  );
}
