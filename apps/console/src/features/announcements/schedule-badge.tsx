import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { scheduleState } from './schedule.ts';

const tones = { off: 'neutral', scheduled: 'info', live: 'success', ended: 'neutral' } as const;

/** Whether an item shows now: off, scheduled, live or ended. */
export function ScheduleBadge({
  item,
}: {
  item: { startsAt: string | null; endsAt: string | null; enabled: boolean };
}) {
  const { t } = useTranslation();
  // The moment the row first showed; the list refetches after every edit.
  const [now] = useState(Date.now);
  const state = scheduleState(item, now);
  return <Badge label={t(`announcements.states.${state}`)} tone={tones[state]} />;
}
