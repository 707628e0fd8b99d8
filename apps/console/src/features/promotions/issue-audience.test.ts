import { describe, expect, it } from 'vitest';
import { audienceOf } from './issue-audience.ts';

describe('the issue form audience', () => {
  it('splits a list of usernames on commas, spaces and lines, once each', () => {
    expect(audienceOf({ kind: 'list', value: ' jugador1, jugador2\njugador3 ;jugador1 ' })).toEqual({
      kind: 'list',
      usernames: ['jugador1', 'jugador2', 'jugador3'],
    });
  });

  it('reads a level and a number of days as integers, and names a player, an agent or a tag as typed', () => {
    expect(audienceOf({ kind: 'vipRank', value: '3' })).toEqual({ kind: 'vipRank', level: 3, orAbove: false });
    expect(audienceOf({ kind: 'inactive', value: '30' })).toEqual({ kind: 'inactive', days: 30 });
    expect(audienceOf({ kind: 'player', value: ' jugador1 ' })).toEqual({ kind: 'player', username: 'jugador1' });
    expect(audienceOf({ kind: 'agent', value: 'agente1' })).toEqual({ kind: 'agent', agentUsername: 'agente1' });
    expect(audienceOf({ kind: 'everyone', value: 'ignored' })).toEqual({ kind: 'everyone' });
  });
});
