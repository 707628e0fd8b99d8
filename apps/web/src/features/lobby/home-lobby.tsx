import { CategorySections } from './category-sections.tsx';
import { HotGamesSlider } from './hot-games-slider.tsx';
import { WinnerBoard } from './winner-board.tsx';
import './lobby.css';

/** The home page's game part (SPEC §2.1): hot games, the winner board, then a section per category. */
export function HomeLobby() {
  return (
    <div className="home-lobby">
      <div className="home-lobby__top">
        <HotGamesSlider />
        <WinnerBoard />
      </div>
      <CategorySections />
    </div>
  );
}
