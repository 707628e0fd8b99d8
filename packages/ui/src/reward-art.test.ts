import { pointRewardArts } from '@ficha/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RewardArt } from './reward-art.tsx';

const drawingOf = (art: string) =>
  renderToStaticMarkup(createElement(RewardArt, { art, imageUrl: '' })).replace(/ data-art="[^"]*"/, '');

describe('RewardArt', () => {
  it('draws every art name an operator can pick differently from every other', () => {
    const drawings = pointRewardArts.map(drawingOf);
    expect(new Set(drawings).size).toBe(pointRewardArts.length);
  });

  it('draws an unknown name as the gift box and shows the operator’s picture when there is one', () => {
    expect(drawingOf('no-such-art')).toBe(drawingOf('gift'));
    const picture = renderToStaticMarkup(createElement(RewardArt, { art: 'gift', imageUrl: '/files/prize.png' }));
    expect(picture).toContain('src="/files/prize.png"');
    expect(picture).not.toContain('<svg');
  });
});
