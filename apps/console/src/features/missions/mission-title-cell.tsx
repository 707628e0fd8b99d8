import { useTranslation } from 'react-i18next';
import { titleForConsole } from './mission-title.ts';

/** A mission's or leaderboard's title cell: the console language's title and how many languages it is written in. */
export function MissionTitleCell({ titles }: { titles: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const shown = titleForConsole(titles, i18n.language);
  const every = Object.entries(titles)
    .map(([language, title]) => `${language}: ${title}`)
    .join('\n');
  return (
    <td title={every}>
      {shown.title}
      {shown.languages > 1 ? (
        <span className="card-hint"> · {t('loyalty.missions.titleLanguages', { count: shown.languages })}</span>
      ) : null}
    </td>
  );
}
