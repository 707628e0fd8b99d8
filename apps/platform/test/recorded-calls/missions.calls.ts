import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's mission calls (upstream-api §1.8 MissionSummary, MissionLeaderboard; §1.9 the quest
 * feeds getAchievementSettingList, getParticipableQuestList, recordCustomerHeartbeatDaily, getRankBoardList), issue
 * 17. The record names them and their paths only, with no parameters; the feeds' paths under /wps/relay/ are ours
 * ("(I)"). Decision 0078.
 */
const player = (source: string, path: string, params: RecordedCall['params'] = {}): RecordedCall => ({
  source,
  method: 'GET',
  path,
  params,
  caller: 'player',
});

export const missionCalls: readonly RecordedCall[] = [
  player('upstream-api §1.8 MissionSummary', '/wps/relay/MCSFE_getMissionSummaryDetails'),
  player('upstream-api §1.8 MissionLeaderboard', '/wps/relay/MCSFE_getMissionLeaderboard'),
  player('upstream-api §1.9 quest feeds getAchievementSettingList (I: path)', '/wps/relay/getAchievementSettingList'),
  player('upstream-api §1.9 quest feeds getParticipableQuestList (I: path)', '/wps/relay/getParticipableQuestList'),
  player(
    'upstream-api §1.9 quest feeds recordCustomerHeartbeatDaily (I: path)',
    '/wps/relay/recordCustomerHeartbeatDaily',
    { t: '<flush>' },
  ),
  player('upstream-api §1.9 quest feeds getRankBoardList (I: path)', '/wps/relay/getRankBoardList'),
];
