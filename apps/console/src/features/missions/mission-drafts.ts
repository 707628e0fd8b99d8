import type { EndpointInput, saveLeaderboard, saveMission } from '@ficha/contract';

/**
 * The builder forms' texts → request bodies (decision 0078). Amounts and counts stay text: the server's schema
 * refuses what is not a number and names the field. A title per language the merchant writes one for.
 */
export interface MissionDraft {
  titleEs: string;
  titleEn: string;
  period: 'daily' | 'weekly' | 'once';
  goal: 'rounds' | 'wager' | 'deposit' | 'login_streak' | 'referral';
  gameType: string;
  target: string;
  rewardKind: 'points' | 'bonus' | 'cash';
  reward: string;
  startsAt: string;
  endsAt: string;
}

export interface BoardDraft {
  titleEs: string;
  titleEn: string;
  metric: 'valid_bet' | 'win_multiple';
  period: 'daily' | 'weekly' | 'monthly';
  minBet: string;
  prizeKind: 'cash' | 'points';
  /** Comma-separated, rank 1 first. */
  prizes: string;
  startsAt: string;
  endsAt: string;
}

const localDateTime = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
/** A datetime-local text as an ISO instant (empty or unreadable stays as typed: the server names it). */
const toIso = (text: string) => (Number.isNaN(Date.parse(text)) ? text : new Date(text).toISOString());
const titlesOf = (d: { titleEs: string; titleEn: string }) => ({
  ...(d.titleEs.trim() ? { ES: d.titleEs.trim() } : {}),
  ...(d.titleEn.trim() ? { EN: d.titleEn.trim() } : {}),
});
/** A number typed as text; what isn't one goes to the server as typed, to be refused by name. */
const numberOrText = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

export function emptyMissionDraft(now = new Date()): MissionDraft {
  return {
    titleEs: '',
    titleEn: '',
    period: 'daily',
    goal: 'rounds',
    gameType: '',
    target: '',
    rewardKind: 'points',
    reward: '',
    startsAt: localDateTime(now),
    endsAt: localDateTime(new Date(now.getTime() + 30 * 86_400_000)),
  };
}

export function missionBody(d: MissionDraft): EndpointInput<typeof saveMission> {
  const money = d.goal === 'wager' || d.goal === 'deposit';
  return {
    titles: titlesOf(d),
    period: d.period,
    goal: d.goal,
    gameType: d.goal === 'rounds' || d.goal === 'wager' ? d.gameType : '',
    ...(money ? { targetAmount: numberOrText(d.target) } : { targetCount: numberOrText(d.target) }),
    rewardKind: d.rewardKind,
    ...(d.rewardKind === 'points'
      ? { rewardPoints: numberOrText(d.reward) }
      : { rewardAmount: numberOrText(d.reward) }),
    startsAt: toIso(d.startsAt),
    endsAt: toIso(d.endsAt),
    active: true,
  } as EndpointInput<typeof saveMission>;
}

export function emptyBoardDraft(now = new Date()): BoardDraft {
  return {
    titleEs: '',
    titleEn: '',
    metric: 'valid_bet',
    period: 'weekly',
    minBet: '0',
    prizeKind: 'cash',
    prizes: '',
    startsAt: localDateTime(now),
    endsAt: localDateTime(new Date(now.getTime() + 90 * 86_400_000)),
  };
}

export function boardBody(d: BoardDraft): EndpointInput<typeof saveLeaderboard> {
  const prizes = d.prizes
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(numberOrText);
  return {
    titles: titlesOf(d),
    metric: d.metric,
    period: d.period,
    minBet: numberOrText(d.minBet),
    prizeKind: d.prizeKind,
    ...(d.prizeKind === 'cash' ? { cashPrizes: prizes } : { pointPrizes: prizes }),
    startsAt: toIso(d.startsAt),
    endsAt: toIso(d.endsAt),
    active: true,
  } as EndpointInput<typeof saveLeaderboard>;
}
