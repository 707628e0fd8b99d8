import { buttonClassName } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTheme, storeTheme, type Theme } from '../../lib/theme.ts';

/** Dark/light switch, remembered in localStorage `consoleTheme`. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readTheme);
  const isDark = theme === 'dark';

  function handleClick() {
    const next: Theme = isDark ? 'light' : 'dark';
    storeTheme(next);
    setTheme(next);
  }

  return (
    <button
      type="button"
      className={`${buttonClassName('secondary')} button-icon`}
      aria-pressed={isDark}
      onClick={handleClick}
    >
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      <span className="label-wide">{t('preferences.darkTheme')}</span>
    </button>
  );
}
