import type { LanguageCode } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { missingSummary } from './language-coverage.ts';

/** A table cell's mark of the offered languages an item has no text in: "Missing: FR, DE +5", or all present. */
export function MissingLanguagesChip({ missing, total }: { missing: readonly LanguageCode[]; total: number }) {
  const { t } = useTranslation();
  if (missing.length === 0) {
    return (
      <span className="language-chip language-chip--complete">
        {t('announcements.everyLanguage', { count: total })}
      </span>
    );
  }
  const { named, more } = missingSummary(missing);
  const codes = more > 0 ? t('announcements.missingMore', { codes: named.join(', '), more }) : named.join(', ');
  return (
    <span className="language-chip language-chip--missing" title={missing.join(', ')}>
      {t('announcements.missing', { codes, count: missing.length })}
    </span>
  );
}
