import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme-store.ts';
import { Icon, SwitchTrack } from '@ficha/ui';
import './preference-control.css';

/** The dark theme on or off (dark is the default): a switch named "Dark theme", its track showing the state. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      className="preference-control preference-control--toggle"
      aria-checked={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Icon name={isDark ? 'moon' : 'sun'} />
      {t('theme_dark_mode')}
      <SwitchTrack isOn={isDark} />
    </button>
  );
}
