import { buttonClassName, SwitchTrack } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTheme, storeTheme, type Theme } from '../../lib/theme.ts';

/** The dark theme on or off, remembered in localStorage `consoleTheme`: a switch whose track shows the state. */
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
      role="switch"
      className={`${buttonClassName('secondary')} button-icon`}
      aria-checked={isDark}
      onClick={handleClick}
    >
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      <span className="label-wide">{t('preferences.darkTheme')}</span>
      <SwitchTrack isOn={isDark} />
    </button>
  );
}
