import type { LanguageCode } from '@ficha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldHelp } from '@ficha/ui';

/** The languages a banner shows in, as checkboxes; none ticked means every language. */
export function LanguagePicker({
  selected,
  options,
  onChange,
  errors,
}: {
  selected: readonly LanguageCode[];
  options: readonly LanguageCode[];
  onChange: (next: LanguageCode[]) => void;
  errors: string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="announcement-languages" aria-describedby={`${id}-hint`}>
      <legend className="field-label">{t('announcements.languages')}</legend>
      <div className="announcement-language-grid">
        {options.map((code) => (
          <label key={code} className="announcement-language">
            <input
              type="checkbox"
              checked={selected.includes(code)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, code] : selected.filter((c) => c !== code))
              }
            />
            {code}
          </label>
        ))}
      </div>
      <FieldHelp
        id={id}
        hint={selected.length === 0 ? t('announcements.languagesAll') : t('announcements.languagesHint')}
        errors={errors}
      />
    </fieldset>
  );
}
