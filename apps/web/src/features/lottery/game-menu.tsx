import type { LgwGame, LgwGroup, LotteryGroupCode } from '@ficha/contract';
import { Tabs } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawsAtSetTimes } from './draw-pace.ts';

export interface GameMenuProps {
  groups: readonly LgwGroup[];
  selected: LgwGame;
}

/** The lottery games by category: a tab per category, its games as links to `?gameCode=` (the one shown marked). */
export function GameMenu({ groups, selected }: GameMenuProps) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<LotteryGroupCode>(selected.gameGroupCode);
  const group = groups.find((g) => g.gameGroupCode === tab) ?? groups[0];
  const items = groups.map((g) => ({ id: g.gameGroupCode, label: t(`group_${g.gameGroupCode}`) }));
  return (
    <nav className="lottery-menu" aria-label={t('categories')}>
      <Tabs label={t('categories')} items={items} selectedId={group?.gameGroupCode ?? tab} onSelect={setTab}>
        <ul className="lottery-menu__games">
          {group?.gameMenus.map((game) => (
            <li key={game.gameCode}>
              <Link
                to={{ search: `?${new URLSearchParams({ gameCode: game.gameCode })}` }}
                replace
                className="lottery-menu__game"
                aria-current={game.gameCode === selected.gameCode ? 'page' : undefined}
              >
                <span className="lottery-menu__name">{game.gameName}</span>
                <span className="lottery-menu__pace">
                  {drawsAtSetTimes(game.everySeconds)
                    ? t('draw_set_times')
                    : t('draw_pace', { minutes: Math.round(game.everySeconds / 60) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
    </nav>
  );
}
