import { getHotGames } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { readCachedList, writeCachedList } from './session-cache.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    read: (key: string) => values.get(key) ?? null,
    write: (key: string, text: string) => void values.set(key, text),
    values,
  };
}

const hot = {
  list: [
    {
      nodeId: 1,
      gameId: 'g1',
      gameCode: 'g1',
      vassalage: 'FICHA',
      gameType: 'RNG',
      gameName: 'Uno',
      nodeName: 'Uno',
      displayName: 'Ficha',
      iconUrl: null,
      showIcon: null,
      isGame: 'GAME',
      isHot: 1,
      gameClassify: [],
      underMaintenance: false,
    },
  ],
};

describe('session cache of the hot games and vendor lanes (SPEC §4 "Caching")', () => {
  it('gives back what was saved for the same language, with when', () => {
    const store = memoryStore();
    writeCachedList('HOT_GAMES', 'ES', hot, 1234, store.write);
    expect(readCachedList('HOT_GAMES', 'ES', getHotGames.response, store.read)).toEqual({ value: hot, savedAt: 1234 });
  });

  it('ignores what was saved in another language (a language change reads the lists again)', () => {
    const store = memoryStore();
    writeCachedList('HOT_GAMES', 'ES', hot, 1234, store.write);
    expect(readCachedList('HOT_GAMES', 'EN', getHotGames.response, store.read)).toBeUndefined();
  });

  it('ignores a value that is not JSON or not of the contract shape', () => {
    const store = memoryStore();
    store.values.set('HOT_GAMES', '{not json');
    expect(readCachedList('HOT_GAMES', 'ES', getHotGames.response, store.read)).toBeUndefined();
    writeCachedList('HOT_GAMES', 'ES', { list: [{ nodeId: 'x' }] }, 1, store.write);
    expect(readCachedList('HOT_GAMES', 'ES', getHotGames.response, store.read)).toBeUndefined();
    expect(readCachedList('gameVendor', 'ES', getHotGames.response, store.read)).toBeUndefined();
  });
});
