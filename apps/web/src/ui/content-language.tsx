import type { LanguageCode } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n.ts';
import { isBundledLanguage, languageNames, textDirection, toLocaleTag } from '../lib/language.ts';
import './content-language.css';

/**
 * Merchant content (a notice, a popup, a help entry) carries the language its text is in: the visitor's, or the
 * merchant's default one when it has none in the visitor's (the server's rule, decision 0088). Shown in another
 * language than the site's, its element says which: the right `lang` and direction for the text.
 */
export function contentLanguageAttributes(
  language: LanguageCode,
  siteLanguage: LanguageCode,
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (language === siteLanguage || !isBundledLanguage(language)) return {};
  return { lang: toLocaleTag(language), dir: textDirection(language) };
}

/** The visible note on merchant content shown in another language than the site's: "Shown in Español". */
export function ContentLanguageNote({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const siteLanguage = useLanguage();
  if (language === siteLanguage || !isBundledLanguage(language)) return null;
  // The language's own name keeps its own `lang`, inside the sentence of the site's language.
  const [before = '', after = ''] = t('content_shown_in', { language: '\u0000' }).split('\u0000');
  return (
    <p className="content-language-note">
      {before}
      <span {...contentLanguageAttributes(language, siteLanguage)}>{languageNames[language]}</span>
      {after}
    </p>
  );
}
