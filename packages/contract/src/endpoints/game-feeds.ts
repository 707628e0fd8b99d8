import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, languageSchema, queryObject } from '../schemas.ts';
import { rgsRoomsSchema } from '../seamless.ts';
import { gameItemSchema } from './catalog.ts';

/**
 * Game feeds the original client reads on its home and game pages (upstream-api §1.4, issue 12, decision 0042):
 * hot sports matches, jackpots and the rooms of multiplayer games. Ficha has no sportsbook and no jackpot pools,
 * so their lists are empty — the recorded shape, not an error — until one exists.
 */

export const getGameMatches = defineEndpoint({
  name: 'getGameMatches',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  auth: 'none',
  tag: 'games',
  summary:
    'Hot sports matches by sport and league (keys as the original client reads them); empty lists while the ' +
    'platform has no sportsbook',
  request: emptyQuery,
  response: z.object({ hot_sport: z.array(z.never()), league: z.array(z.never()), match: z.array(z.never()) }),
});

export const getJackpots = defineEndpoint({
  name: 'getJackpots',
  method: 'GET',
  path: '/wps/relay/VIS_getJackpot',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'games',
  summary: 'The jackpot pools of the merchant; an empty list while none is configured (the platform runs none)',
  request: emptyQuery,
  response: z.object({ list: z.array(z.never()) }),
});

const roomFields = rgsRoomsSchema.shape.rooms.element.omit({ gameCode: true });

/** An open room: the game as the lobby lists it, and where the room's round stands. */
export const gameRoomSchema = gameItemSchema.extend(roomFields.shape);

export const getGameRooms = defineEndpoint({
  name: 'getGameRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: 'member',
  moduleId: 'GAMELO3',
  tag: 'games',
  summary:
    "The open rooms of the merchant's multiplayer games (the crash room of our game server), read from each " +
    'enabled provider that has rooms; a provider that does not answer in time is left out',
  request: queryObject({ language: languageSchema.optional() }),
  response: z.object({ list: z.array(gameRoomSchema) }),
});
