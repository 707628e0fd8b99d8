import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { gmtOffsetLabel } from '../../lib/time-format.ts';
import { useNow } from '../../lib/use-now.ts';

/** The agent-portal clock (SPEC §2.7, §9: updates each second) with the browser's GMT offset. */
export function AgentClock() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const now = useNow();
  const date = new Date(now);
  const time = formatDateTime(date.toISOString(), toLocaleTag(language), { date: 'medium' });
  return (
    <p className="agent-clock">
      <span className="visually-hidden">{t('agent_clock')} </span>
      <span className="agent-clock__zone">{gmtOffsetLabel(-date.getTimezoneOffset())}</span>
      <time dateTime={date.toISOString()}>{time}</time>
    </p>
  );
}
