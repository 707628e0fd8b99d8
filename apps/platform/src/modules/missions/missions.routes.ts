import {
  claimMissionReward,
  getAchievementSettingList,
  getMissionLeaderboard,
  getMissionSummaryDetails,
  getParticipableQuestList,
  getRankBoardList,
  listConsoleLeaderboards,
  listConsoleMissions,
  listLeaderboardResults,
  recordCustomerHeartbeatDaily,
  saveLeaderboard,
  saveMission,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import {
  languageOf,
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { LeaderboardService } from './leaderboards.service.ts';
import type { MissionService } from './missions.service.ts';

/** The missions and leaderboard calls of the site (upstream-api §1.8, §1.9) and the console's builder (0078). */
export function missionRoutes(
  bind: EndpointBinder,
  { missions, leaderboards }: { missions: MissionService; leaderboards: LeaderboardService },
) {
  const member = (request: FastifyRequest) => memberOf(request).member;

  bind.bind(getMissionSummaryDetails, async (_input, request) =>
    missions.summary(merchantOf(request), member(request), languageOf(request)),
  );
  bind.bind(claimMissionReward, async (input, request) =>
    missions.claim(merchantOf(request), member(request), input.missionId, languageOf(request)),
  );
  bind.bind(getParticipableQuestList, async (_input, request) =>
    missions.participable(merchantOf(request), member(request), languageOf(request)),
  );
  bind.bind(getAchievementSettingList, async (_input, request) =>
    missions.settings(merchantOf(request), member(request), languageOf(request)),
  );
  bind.bind(recordCustomerHeartbeatDaily, async (_input, request) =>
    missions.heartbeat(merchantOf(request), member(request)),
  );
  bind.bind(getRankBoardList, async (_input, request) => leaderboards.boards(merchantOf(request), languageOf(request)));
  bind.bind(getMissionLeaderboard, async (input, request) =>
    leaderboards.standing(merchantOf(request), member(request), input.boardId, languageOf(request)),
  );

  bind.bind(listConsoleMissions, async (_input, request) => missions.list(merchantIdOf(request)));
  bind.bind(saveMission, async (input, request) => missions.save(merchantIdOf(request), actorOf(request), input));
  bind.bind(listConsoleLeaderboards, async (_input, request) => leaderboards.list(merchantIdOf(request)));
  bind.bind(saveLeaderboard, async (input, request) =>
    leaderboards.save(merchantIdOf(request), actorOf(request), input),
  );
  bind.bind(listLeaderboardResults, async (input, request) =>
    leaderboards.results(merchantIdOf(request), input.leaderboardId),
  );
}
