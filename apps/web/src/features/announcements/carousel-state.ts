/**
 * The banner carousel's position as a pure reducer. With more than one slide the track is
 * `[copy of last, ...slides, copy of first]`, so moving past either end animates onto a copy and then
 * jumps, without animation, to the real slide: the loop looks seamless (SPEC §2.5).
 */
export interface CarouselState {
  /** Number of real slides. */
  readonly count: number;
  /** Index in the track (with the two copies when looping). */
  readonly position: number;
  /** Whether the next move of the track is animated. */
  readonly isAnimated: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'transitionEnd' }
  | { type: 'reset'; count: number };

export function isLooping(count: number): boolean {
  return count > 1;
}

export function initialCarouselState(count: number): CarouselState {
  return { count, position: isLooping(count) ? 1 : 0, isAnimated: false };
}

/** The real slide shown (0-based) for a track position. */
export function activeIndex(state: CarouselState): number {
  if (!isLooping(state.count)) return 0;
  if (state.position <= 0) return state.count - 1;
  if (state.position > state.count) return 0;
  return state.position - 1;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.type === 'reset') return initialCarouselState(action.count);
  if (!isLooping(state.count)) return state;
  switch (action.type) {
    case 'next':
      // Already on the trailing copy: wait for the jump back before moving on.
      if (state.position > state.count) return state;
      return { ...state, position: state.position + 1, isAnimated: true };
    case 'previous':
      if (state.position < 1) return state;
      return { ...state, position: state.position - 1, isAnimated: true };
    case 'goTo': {
      const index = Math.min(Math.max(action.index, 0), state.count - 1);
      return { ...state, position: index + 1, isAnimated: true };
    }
    case 'transitionEnd':
      if (state.position > state.count) return { ...state, position: 1, isAnimated: false };
      if (state.position < 1) return { ...state, position: state.count, isAnimated: false };
      return state;
  }
}
