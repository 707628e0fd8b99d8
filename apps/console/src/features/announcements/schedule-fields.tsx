import { CheckboxField, TextField } from '@ficha/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScheduleValue } from './schedule.ts';

/** Order, start, end and the switch: the fields every banner, notice and popup has. */
export function ScheduleFields({
  bind,
  isEnabled,
  onEnabledChange,
  errorsOf,
}: {
  /** The binding of one of the schedule's text inputs in the form. */
  bind: (field: Exclude<keyof ScheduleValue, 'isEnabled'>) => UseFormRegisterReturn;
  isEnabled: boolean;
  onEnabledChange: (isEnabled: boolean) => void;
  errorsOf: (field: string) => string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('announcements.sequence')}
        hint={t('announcements.sequenceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        {...bind('sequence')}
        errors={errorsOf('sequence')}
      />
      <div className="announcement-schedule">
        <TextField
          label={t('announcements.startsAt')}
          hint={t('announcements.startsAtHint')}
          type="datetime-local"
          {...bind('startsAt')}
          errors={errorsOf('startsAt')}
        />
        <TextField
          label={t('announcements.endsAt')}
          hint={t('announcements.endsAtHint')}
          type="datetime-local"
          {...bind('endsAt')}
          errors={errorsOf('endsAt')}
        />
      </div>
      <CheckboxField
        appearance="switch"
        label={t('announcements.enabled')}
        checked={isEnabled}
        onCheckedChange={onEnabledChange}
      />
    </>
  );
}
