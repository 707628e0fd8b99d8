import { describe, expect, it } from 'vitest';
import { activeIndex, carouselReducer, initialCarouselState, type CarouselAction } from './carousel-state.ts';

function run(count: number, actions: CarouselAction[]) {
  return actions.reduce(carouselReducer, initialCarouselState(count));
}

describe('carousel state', () => {
  it('starts on the first slide', () => {
    expect(activeIndex(initialCarouselState(3))).toBe(0);
    expect(activeIndex(initialCarouselState(1))).toBe(0);
  });

  it('advances one slide at a time, animated', () => {
    const state = run(3, [{ type: 'next' }]);
    expect(activeIndex(state)).toBe(1);
    expect(state.isAnimated).toBe(true);
  });

  it('loops from the last slide to the first through the trailing copy, then jumps without animation', () => {
    const onCopy = run(3, [{ type: 'next' }, { type: 'next' }, { type: 'next' }]);
    expect(onCopy.position).toBe(4);
    expect(activeIndex(onCopy)).toBe(0);
    const settled = carouselReducer(onCopy, { type: 'transitionEnd' });
    expect(settled).toMatchObject({ position: 1, isAnimated: false });
  });

  it('loops backwards from the first slide to the last', () => {
    const onCopy = run(3, [{ type: 'previous' }]);
    expect(activeIndex(onCopy)).toBe(2);
    expect(carouselReducer(onCopy, { type: 'transitionEnd' })).toMatchObject({ position: 3, isAnimated: false });
  });

  it('does not run past the copy before the jump', () => {
    const onCopy = run(2, [{ type: 'next' }, { type: 'next' }]);
    expect(carouselReducer(onCopy, { type: 'next' })).toBe(onCopy);
  });

  it('goes to a slide chosen in the pagination, clamped to the range', () => {
    expect(activeIndex(run(4, [{ type: 'goTo', index: 2 }]))).toBe(2);
    expect(activeIndex(run(4, [{ type: 'goTo', index: 9 }]))).toBe(3);
  });

  it('never moves with a single slide', () => {
    const state = run(1, [{ type: 'next' }, { type: 'goTo', index: 0 }, { type: 'previous' }]);
    expect(state).toEqual(initialCarouselState(1));
  });

  it('resets when the slides change', () => {
    const state = run(3, [{ type: 'next' }, { type: 'reset', count: 5 }]);
    expect(state).toEqual(initialCarouselState(5));
  });
});
