import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery } from '../schemas.ts';

/** How many static avatars a member picks from (`avatar` is `"0"` … `"11"`); `"0"` until the member picks one. */
export const staticAvatarCount = 12;

/** The member's avatar as the original client reads it (upstream-api §1.1 N: `avatar: "0"`, `avatarType: "STATIC"`). */
export const memberAvatarSchema = z.object({
  avatar: z.string(),
  avatarType: z.literal('STATIC'),
});

export type MemberAvatar = z.infer<typeof memberAvatarSchema>;

const avatarChoice = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^[0-9]{1,2}$/, 'digits_only')
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int()
      .min(0)
      .max(staticAvatarCount - 1),
  );

export const getMemberIcon = defineEndpoint({
  name: 'getMemberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'member',
  moduleId: 'PROFPIC3',
  tag: 'member',
  summary: "The member's avatar (profile picture): which static avatar it picked",
  request: emptyQuery,
  response: memberAvatarSchema,
});

export const setMemberIcon = defineEndpoint({
  name: 'setMemberIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  auth: 'member',
  moduleId: 'PROFPIC3',
  tag: 'member',
  summary: `Picks the member's static avatar (0–${staticAvatarCount - 1})`,
  request: z.strictObject({ avatar: avatarChoice }),
  response: memberAvatarSchema,
});

export const getPlayerAvatar = defineEndpoint({
  name: 'getPlayerAvatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: 'member',
  tag: 'member',
  summary: "The member's avatar as the relay call answers it (the same as the avatar icon)",
  request: emptyQuery,
  response: memberAvatarSchema,
});
