import '@ficha/ui/fields.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeConsoleLanguage } from '../../lib/i18n.ts';
import { consoleLanguages, toConsoleLanguage } from '../../lib/console-language.ts';

/** Interface language (ES/EN); also the `Language` header of later calls. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('preferences.language')}
      </label>
      <select
        id={id}
        className="form-field__select"
        value={toConsoleLanguage(i18n.language)}
        onChange={(event) => changeConsoleLanguage(toConsoleLanguage(event.target.value))}
      >
        {consoleLanguages.map((code) => (
          <option key={code} value={code} lang={code.toLowerCase()}>
            {t(`preferences.languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
