import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme-store.ts';
import { Icon } from '@ficha/ui';
import './preference-control.css';

/** Switches between the dark (default) and light themes; pressed means dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="preference-control preference-control--toggle"
      aria-pressed={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Icon name={isDark ? 'moon' : 'sun'} />
      {t('theme_dark_mode')}
    </button>
  );
}
