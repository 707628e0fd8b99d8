import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ignoredParams, languageSchema, queryObject } from '../schemas.ts';

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** How a click opens the target: NONE, URL (new window), ROUTE (in-site path). */
  linkageType: z.enum(['NONE', 'URL', 'ROUTE']),
  target: z.string().nullable(),
  groupName: z.string(),
  title: z.string(),
  sequence: z.number().int(),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML authored by the operator in the console. */
  content: z.string(),
  time: z.string(),
  execution: z.enum(['A', 'B', 'F']).nullable(),
  /** The language the title and content are in: the asked one, or the merchant's default when it has none. */
  language: languageSchema,
});

const announcementQuery = {
  types: z
    .string()
    .max(32)
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'announcement_types')
    .default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
  execution: z.enum(['A', 'B', 'F']).optional(),
};

const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  promotion: z.array(bannerSchema),
});

export const getAnnouncements = defineEndpoint({
  name: 'getAnnouncements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'none',
  tag: 'content',
  summary: 'Banners, marquee notices, popups and promotion images in the request language',
  request: queryObject(announcementQuery),
  response: announcementsSchema,
});

/**
 * The mobile client's name of the announcements (upstream-api §1.12, e.g. `CCSFE_getListAnnouncements?AFTER_LOGIN`):
 * the same call; its bare `AFTER_LOGIN`/`BEFORE_LOGIN` flags are accepted (the session already tells which).
 */
export const getAnnouncementsCcsfe = defineEndpoint({
  ...getAnnouncements,
  name: 'getAnnouncementsCcsfe',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  request: queryObject({ ...announcementQuery, ...ignoredParams('AFTER_LOGIN', 'BEFORE_LOGIN') }),
});
