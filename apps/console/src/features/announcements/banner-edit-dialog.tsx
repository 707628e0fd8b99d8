import {
  bannerGroups,
  bannerKinds,
  languageCodes,
  linkageTypes,
  type ConsoleBanner,
  type LanguageCode,
} from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { SelectField, TextField } from '@ficha/ui';
import { LanguagePicker } from './language-picker.tsx';
import { useSaveBanner, type BannerDraft } from './queries.ts';
import { fromLocalInput, toLocalInput } from './schedule.ts';
import { ScheduleFields, type ScheduleValue } from './schedule-fields.tsx';

export interface BannerEditDialogProps {
  /** The banner to edit, `'new'` to add one, null when closed. */
  banner: ConsoleBanner | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a banner: where it shows, what a click opens, its image, languages, order and schedule. */
export function BannerEditDialog({ banner, onClose }: BannerEditDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={banner}
      title={(banner) => (banner === 'new' ? t('announcements.bannerNew') : t('announcements.bannerEdit'))}
      formId="banner-edit-form"
      onClose={onClose}
    >
      {(banner) => <BannerForm key={banner === 'new' ? 'new' : banner.id} banner={banner} onSaved={onClose} />}
    </EditDialog>
  );
}

function BannerForm({ banner, onSaved }: { banner: ConsoleBanner | 'new'; onSaved: () => void }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSaveBanner();
  const initial = banner === 'new' ? null : banner;
  const [kind, setKind] = useState<ConsoleBanner['kind']>(initial?.kind ?? 'B');
  const [groupName, setGroupName] = useState(initial?.groupName ?? 'w_home');
  const [linkageType, setLinkageType] = useState<ConsoleBanner['linkageType']>(initial?.linkageType ?? 'NONE');
  const [target, setTarget] = useState(initial?.target ?? '');
  const [imageUrl, setImageUrl] = useState(initial?.imageUrl ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [languages, setLanguages] = useState<LanguageCode[]>(initial?.languages ?? []);
  const [schedule, setSchedule] = useState<ScheduleValue>({
    sequence: String(initial?.sequence ?? 0),
    startsAt: toLocalInput(initial?.startsAt ?? null),
    endsAt: toLocalInput(initial?.endsAt ?? null),
    isEnabled: initial?.enabled ?? true,
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const errorsOf = (field: string) => fieldErrors.filter((e) => e.field === field).map(fieldMessage);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const sequence = Number(schedule.sequence);
    const draft = {
      kind,
      groupName,
      imageUrl: imageUrl.trim(),
      linkageType,
      target: linkageType === 'NONE' ? null : target.trim(),
      title: title.trim(),
      languages,
      sequence: Number.isInteger(sequence) ? sequence : -1,
      startsAt: fromLocalInput(schedule.startsAt),
      endsAt: fromLocalInput(schedule.endsAt),
      enabled: schedule.isEnabled,
    } as BannerDraft;
    save.mutate({ id: initial?.id ?? null, draft }, { onSuccess: onSaved });
  }

  return (
    <form id="banner-edit-form" className="announcement-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label={t('announcements.kind')}
        value={kind}
        options={bannerKinds.map((value) => ({ value, label: t(`announcements.kinds.${value}`) }))}
        onChange={(event) => setKind(event.target.value as ConsoleBanner['kind'])}
        errors={errorsOf('kind')}
      />
      <SelectField
        label={t('announcements.group')}
        value={groupName}
        options={bannerGroups.map((value) => ({ value, label: t(`announcements.groups.${value}`) }))}
        onChange={(event) => setGroupName(event.target.value)}
        errors={errorsOf('groupName')}
      />
      <TextField
        label={t('announcements.imageUrl')}
        hint={t('announcements.addressHint')}
        maxLength={500}
        required
        value={imageUrl}
        onChange={(event) => setImageUrl(event.target.value)}
        errors={errorsOf('imageUrl')}
      />
      <TextField
        label={t('announcements.altText')}
        hint={t('announcements.altTextHint')}
        maxLength={120}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        errors={errorsOf('title')}
      />
      <SelectField
        label={t('announcements.linkage')}
        value={linkageType}
        options={linkageTypes.map((value) => ({ value, label: t(`announcements.linkages.${value}`) }))}
        onChange={(event) => setLinkageType(event.target.value as ConsoleBanner['linkageType'])}
        errors={errorsOf('linkageType')}
      />
      {linkageType !== 'NONE' ? (
        <TextField
          label={t('announcements.target')}
          hint={linkageType === 'URL' ? t('announcements.targetUrlHint') : t('announcements.targetRouteHint')}
          maxLength={500}
          required
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          errors={errorsOf('target')}
        />
      ) : null}
      <LanguagePicker
        selected={languages}
        options={languageCodes}
        onChange={setLanguages}
        errors={errorsOf('languages')}
      />
      <ScheduleFields value={schedule} onChange={setSchedule} errorsOf={errorsOf} />
      {save.isError ? <AlertMessage message={errorMessage(save.error)} /> : null}
    </form>
  );
}
