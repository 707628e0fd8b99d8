import type { LanguageCode } from '@ficha/contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../lib/i18n.ts';
import { isBundledLanguage, languageNames, selectableLanguages, toLocaleTag } from '../../lib/language.ts';
import './preference-control.css';

export interface LanguageSelectorProps {
  /** The merchant's languages (`status.info.supportLanguages`). */
  languages: readonly LanguageCode[];
  /** Keep the label for assistive technology only, where space is short. */
  isLabelHidden?: boolean;
}

export function LanguageSelector({ languages, isLabelHidden = false }: LanguageSelectorProps) {
  const { t } = useTranslation();
  const current = useLanguage();
  const id = useId();
  const options = selectableLanguages(languages);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    // If the language's texts cannot download, the selector simply stays on the current language.
    if (isBundledLanguage(code)) changeLanguage(code).catch(() => undefined);
  };

  return (
    <div className="preference-control preference-control--select">
      <label htmlFor={id} className={isLabelHidden ? 'visually-hidden' : 'preference-control__label'}>
        {t('language')}
      </label>
      <select id={id} className="preference-control__select" value={current} onChange={handleChange}>
        {options.map((code) => (
          <option key={code} value={code} lang={toLocaleTag(code)}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
