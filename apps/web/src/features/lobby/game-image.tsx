/** The lobby's game images are the shared one of `ui/` (the betting record shows them too). */
export { GameImage, type GameImageProps } from '../../ui/game-image.tsx';
