import {
  bannerGroups,
  bannerKinds,
  languageCodes,
  linkageTypes,
  type ConsoleBanner,
  type LanguageCode,
} from '@ficha/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { SelectField, TextField } from '@ficha/ui';
import { BannerImageField } from './banner-image-field.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { useSaveBanner, type BannerDraft } from './queries.ts';
import { scheduleDraftOf, scheduleValueOf, type ScheduleValue } from './schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';

export interface BannerEditDialogProps {
  /** The banner to edit, `'new'` to add one, null when closed. */
  banner: ConsoleBanner | 'new' | null;
  onClose: () => void;
}

/** The banner form's inputs, as typed. */
interface BannerValues extends ScheduleValue {
  kind: ConsoleBanner['kind'];
  groupName: string;
  linkageType: ConsoleBanner['linkageType'];
  target: string;
  imageUrl: string;
  title: string;
  languages: LanguageCode[];
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
  const save = useSaveBanner();
  const initial = banner === 'new' ? null : banner;
  const { form, submission, errorsOf, failureText } = useEditForm({
    defaultValues: {
      kind: initial?.kind ?? 'B',
      groupName: initial?.groupName ?? 'w_home',
      linkageType: initial?.linkageType ?? 'NONE',
      target: initial?.target ?? '',
      imageUrl: initial?.imageUrl ?? '',
      title: initial?.title ?? '',
      languages: initial?.languages ?? [],
      ...scheduleValueOf(initial),
    } as BannerValues,
    submit: async (values) => {
      const draft = {
        kind: values.kind,
        groupName: values.groupName,
        imageUrl: values.imageUrl.trim(),
        linkageType: values.linkageType,
        target: values.linkageType === 'NONE' ? null : values.target.trim(),
        title: values.title.trim(),
        languages: values.languages,
        ...scheduleDraftOf(values),
      } as BannerDraft;
      await save.mutateAsync({ id: initial?.id ?? null, draft });
      onSaved();
    },
  });
  const [linkageType, languages, isEnabled, imageUrl] = useWatch({
    control: form.control,
    name: ['linkageType', 'languages', 'isEnabled', 'imageUrl'],
  });

  return (
    <form id="banner-edit-form" className="announcement-form" onSubmit={submission.handleSubmit} noValidate>
      <SelectField
        label={t('announcements.kind')}
        {...form.register('kind')}
        options={bannerKinds.map((value) => ({ value, label: t(`announcements.kinds.${value}`) }))}
        errors={errorsOf('kind')}
      />
      <SelectField
        label={t('announcements.group')}
        {...form.register('groupName')}
        options={bannerGroups.map((value) => ({ value, label: t(`announcements.groups.${value}`) }))}
        errors={errorsOf('groupName')}
      />
      <TextField
        label={t('announcements.imageUrl')}
        hint={t('announcements.addressHint')}
        maxLength={500}
        required
        {...form.register('imageUrl')}
        errors={errorsOf('imageUrl')}
      />
      <BannerImageField
        imageUrl={imageUrl}
        onStored={(image) => form.setValue('imageUrl', image.url, { shouldDirty: true })}
      />
      <TextField
        label={t('announcements.altText')}
        hint={t('announcements.altTextHint')}
        maxLength={120}
        required
        {...form.register('title')}
        errors={errorsOf('title')}
      />
      <SelectField
        label={t('announcements.linkage')}
        {...form.register('linkageType')}
        options={linkageTypes.map((value) => ({ value, label: t(`announcements.linkages.${value}`) }))}
        errors={errorsOf('linkageType')}
      />
      {linkageType !== 'NONE' ? (
        <TextField
          label={t('announcements.target')}
          hint={linkageType === 'URL' ? t('announcements.targetUrlHint') : t('announcements.targetRouteHint')}
          maxLength={500}
          required
          {...form.register('target')}
          errors={errorsOf('target')}
        />
      ) : null}
      <LanguagePicker
        selected={languages}
        options={languageCodes}
        onChange={(next) => form.setValue('languages', next)}
        errors={errorsOf('languages')}
      />
      <ScheduleFields
        bind={(field) => form.register(field)}
        isEnabled={isEnabled}
        onEnabledChange={(next) => form.setValue('isEnabled', next)}
        errorsOf={errorsOf}
      />
      {failureText ? <AlertMessage message={failureText} /> : null}
    </form>
  );
}
