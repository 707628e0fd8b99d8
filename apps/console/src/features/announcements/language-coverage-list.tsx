import type { ContentLanguages, LanguageCode } from '@ficha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The editor's list of the merchant's languages, each marked as written or missing; the note says the site shows
 * the default language's text where one is missing (decision 0088).
 */
export function LanguageCoverageList({
  present,
  languages,
}: {
  present: readonly LanguageCode[];
  languages: ContentLanguages;
}) {
  const { t } = useTranslation();
  const id = useId();
  const missingCount = languages.supportLanguages.filter((code) => !present.includes(code)).length;
  return (
    <section className="language-coverage" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field-label language-coverage__title">
        {t('announcements.coverageTitle', {
          present: languages.supportLanguages.length - missingCount,
          total: languages.supportLanguages.length,
        })}
      </h3>
      <ul className="language-coverage__list">
        {languages.supportLanguages.map((code) => {
          const isPresent = present.includes(code);
          return (
            <li
              key={code}
              className={`language-chip ${isPresent ? 'language-chip--complete' : 'language-chip--missing'}`}
            >
              <span aria-hidden="true">{isPresent ? '✓ ' : '– '}</span>
              {code}
              <span className="visually-hidden">
                {' '}
                {isPresent ? t('announcements.languagePresent') : t('announcements.languageMissing')}
              </span>
            </li>
          );
        })}
      </ul>
      {missingCount > 0 ? (
        <p className="form-field__hint">
          {t('announcements.coverageFallback', { language: languages.defaultLanguage })}
        </p>
      ) : null}
    </section>
  );
}
