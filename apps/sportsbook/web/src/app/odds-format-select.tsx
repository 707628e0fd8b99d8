import { sportsbookEndpoints, sportsOddsFormats, type SportsOddsFormat } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsApi } from '../lib/api.ts';
import { useSportsSession } from './session-context.tsx';

/**
 * The player's odds format (decision 0075): the pages switch at once, and the sportsbook stores the choice for
 * the player's next sessions; a failed store puts the previous format back.
 */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const { oddsFormat, setOddsFormat } = useSportsSession();
  const store = useMutation({
    mutationFn: (format: SportsOddsFormat) => sportsApi.call(sportsbookEndpoints.setOddsFormat, { oddsFormat: format }),
    onMutate: (format) => {
      const previous = oddsFormat;
      setOddsFormat(format);
      return { previous };
    },
    onError: (_error, _format, context) => {
      if (context) setOddsFormat(context.previous);
    },
  });
  return (
    <label className="odds-format">
      <span className="muted">{t('odds_format')}</span>
      <select value={oddsFormat} onChange={(changed) => store.mutate(changed.target.value as SportsOddsFormat)}>
        {sportsOddsFormats.map((format) => (
          <option key={format} value={format}>
            {t(`odds_format_${format}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
