import { useTranslation } from 'react-i18next';

/** The "Play demo" button of a game tile or list item (issue 12's demo play). */
export function DemoButton({ gameName, onPlay }: { gameName: string; onPlay: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <button
      type="button"
      className="game-demo-button"
      aria-label={t('play_demo_of', { name: gameName })}
      onClick={onPlay}
    >
      {t('play_demo')}
    </button>
  );
}
