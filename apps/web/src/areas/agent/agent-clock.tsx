import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { gmtOffsetLabel, zoneOffsetMinutes } from '../../lib/time-format.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * The agent-portal clock (SPEC §2.7, §9: updates each second) in the merchant's time zone — the one its support
 * hours, reports and salary periods are in — with that zone's GMT offset.
 */
export function AgentClock() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { timeZone } = useSystemStatus().info;
  const now = useNow();
  const date = new Date(now);
  const time = formatDateTime(date.toISOString(), toLocaleTag(language), { date: 'medium', timeZone });
  return (
    <p className="agent-clock">
      <span className="visually-hidden">{t('agent_clock')} </span>
      <span className="agent-clock__zone">{gmtOffsetLabel(zoneOffsetMinutes(timeZone, date))}</span>
      <time dateTime={date.toISOString()}>{time}</time>
    </p>
  );
}
