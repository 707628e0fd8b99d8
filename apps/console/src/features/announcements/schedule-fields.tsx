import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@ficha/ui';

export interface ScheduleValue {
  startsAt: string;
  endsAt: string;
  sequence: string;
  isEnabled: boolean;
}

/** Order, start, end and the switch: the fields every banner, notice and popup has. */
export function ScheduleFields({
  value,
  onChange,
  errorsOf,
}: {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
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
        value={value.sequence}
        onChange={(event) => onChange({ ...value, sequence: event.target.value })}
        errors={errorsOf('sequence')}
      />
      <div className="announcement-schedule">
        <TextField
          label={t('announcements.startsAt')}
          hint={t('announcements.startsAtHint')}
          type="datetime-local"
          value={value.startsAt}
          onChange={(event) => onChange({ ...value, startsAt: event.target.value })}
          errors={errorsOf('startsAt')}
        />
        <TextField
          label={t('announcements.endsAt')}
          hint={t('announcements.endsAtHint')}
          type="datetime-local"
          value={value.endsAt}
          onChange={(event) => onChange({ ...value, endsAt: event.target.value })}
          errors={errorsOf('endsAt')}
        />
      </div>
      <CheckboxField
        appearance="switch"
        label={t('announcements.enabled')}
        checked={value.isEnabled}
        onCheckedChange={(isEnabled) => onChange({ ...value, isEnabled })}
      />
    </>
  );
}
