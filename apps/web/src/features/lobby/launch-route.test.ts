import type { GameItem, VendorCard } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { gameFrameUrl } from '../../lib/game-frame-url.ts';
import { launchStep } from './launch-route.ts';

function game(fields: Partial<GameItem> = {}): GameItem {
  return {
    nodeId: 7,
    gameId: 'fortune',
    gameCode: 'fortune',
    vassalage: 'FICHA',
    gameType: 'RNG',
    gameName: 'Fortune',
    nodeName: 'Fortune',
    displayName: 'Ficha',
    iconUrl: null,
    showIcon: null,
    isGame: 'GAME',
    isHot: 0,
    gameClassify: [],
    underMaintenance: false,
    ...fields,
  };
}

function card(fields: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage: 'EVO',
    displayName: 'Evolution',
    gameType: 'LIVE',
    lagerIcon: null,
    smallIcon: null,
    isGame: 'VASSALAGE',
    gameCode: null,
    nodeId: null,
    gameCount: 5,
    underMaintenance: false,
    ...fields,
  };
}

describe('starting a game (SPEC §4)', () => {
  it('asks a visitor to sign in and refuses a trial account, whatever the target', () => {
    for (const target of [
      { kind: 'game', game: game() },
      { kind: 'vendor', card: card() },
    ] as const) {
      expect(launchStep(target, 'visitor')).toEqual({ kind: 'login' });
      expect(launchStep(target, 'trial')).toEqual({ kind: 'trial-refused' });
    }
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery?gameCode=VN1'],
    ['TCG_SEA', '/seaLottery?gameCode=VN1'],
    ['LOTT', '/lottery?gameCode=VN1'],
    ['ELOTT', '/lottery?gameCode=VN1'],
  ])('sends vendor %s to its lottery page with the game code', (vassalage, to) => {
    expect(
      launchStep({ kind: 'game', game: game({ vassalage, gameCode: 'VN1', gameType: 'ELOTT' }) }, 'member'),
    ).toEqual({ kind: 'navigate', to });
  });

  it('sends a lottery game of our own vendor to /lottery with its code', () => {
    const ssc = game({ vassalage: 'FICHA_LOTTO', gameCode: 'ssc-1m', gameType: 'LOTT' });
    expect(launchStep({ kind: 'game', game: ssc }, 'member')).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=ssc-1m',
    });
    expect(launchStep({ kind: 'game', game: { ...ssc, gameType: 'ELOTT' } }, 'member')).toMatchObject({
      to: '/lottery?gameCode=ssc-1m',
    });
  });

  it('opens a container item as a popup game list', () => {
    const container = game({
      isGame: 'VASSALAGE',
      gameCode: null,
      vassalage: 'JILI',
      gameType: 'FISH',
      gameName: 'JILI',
    });
    expect(launchStep({ kind: 'game', game: container }, 'member')).toEqual({
      kind: 'container',
      vassalage: 'JILI',
      gameType: 'FISH',
      title: 'JILI',
    });
  });

  it('launches a normal game in place', () => {
    expect(launchStep({ kind: 'game', game: game() }, 'member')).toEqual({ kind: 'play', nodeId: 7, title: 'Fortune' });
  });

  it('sends an RNG vendor card to /rng with its vassalage', () => {
    const rng = card({ vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', nodeId: 3 });
    expect(launchStep({ kind: 'vendor', card: rng }, 'member')).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
  });

  it('opens the list of a vendor card with several games and launches a single-game vendor', () => {
    expect(launchStep({ kind: 'vendor', card: card() }, 'member')).toEqual({
      kind: 'container',
      vassalage: 'EVO',
      gameType: 'LIVE',
      title: 'Evolution',
    });
    const single = card({ vassalage: 'SABA', gameType: 'SPORTS', isGame: 'GAME', nodeId: 12, displayName: 'Saba' });
    expect(launchStep({ kind: 'vendor', card: single }, 'member')).toEqual({ kind: 'play', nodeId: 12, title: 'Saba' });
  });
});

describe('the game frame URL', () => {
  const base = 'https://site.example/';

  it('appends the theme to a URL with or without a query', () => {
    expect(gameFrameUrl('https://games.example/play/dice?token=abc&lang=ES', 'dark', base)).toBe(
      'https://games.example/play/dice?token=abc&lang=ES&theme=dark',
    );
    expect(gameFrameUrl('https://games.example/play/dice', 'light', base)).toBe(
      'https://games.example/play/dice?theme=light',
    );
  });

  it('replaces a theme the URL already carries', () => {
    expect(gameFrameUrl('https://games.example/p?theme=dark', 'light', base)).toBe(
      'https://games.example/p?theme=light',
    );
  });

  it('refuses anything but http(s)', () => {
    expect(gameFrameUrl('javascript:alert(1)', 'dark', base)).toBeNull();
    expect(gameFrameUrl('data:text/html,hi', 'dark', base)).toBeNull();
  });
});
