import { toWireMoney, type ConsoleMission, type Mission } from '@ficha/contract';
import type { MissionProgressRow, MissionRow } from './missions.queries.ts';

/** A title in the language asked, else the merchant's default language, else any. */
export const titleIn = (titles: Record<string, string>, language: string, fallback: string) =>
  titles[language] ?? titles[fallback] ?? Object.values(titles)[0] ?? '';

const isMoneyGoal = (goal: MissionRow['goal']) => goal === 'wager' || goal === 'deposit';
/** A goal's figure on the wire: money for wager and deposit, a count otherwise. */
export const goalFigure = (goal: MissionRow['goal'], value: bigint) =>
  isMoneyGoal(goal) ? toWireMoney(value) : Number(value);
/** A reward on the wire: points as they are, bonus and cash as money. */
export const rewardFigure = (kind: MissionRow['rewardKind'], value: bigint) =>
  kind === 'points' ? Number(value) : toWireMoney(value);

export function toWireMission(m: MissionProgressRow, language: string, fallback: string): Mission {
  const done = m.progress >= m.target;
  return {
    id: m.id,
    title: titleIn(m.titles, language, fallback),
    period: m.period,
    goal: m.goal,
    gameType: m.gameType,
    target: goalFigure(m.goal, m.target),
    progress: goalFigure(m.goal, m.progress < m.target ? m.progress : m.target),
    rewardKind: m.rewardKind,
    reward: rewardFigure(m.rewardKind, m.rewardAmount),
    periodStart: m.periodStart,
    periodEnd: m.periodEndAt.toISOString(),
    state: m.claimed ? 'claimed' : done ? 'claimable' : 'in_progress',
  };
}

export function toConsoleMission(m: MissionRow, claims: number): ConsoleMission {
  return {
    id: m.id,
    titles: m.titles,
    period: m.period,
    goal: m.goal,
    gameType: m.gameType,
    target: goalFigure(m.goal, m.target),
    rewardKind: m.rewardKind,
    reward: rewardFigure(m.rewardKind, m.rewardAmount),
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    active: m.active,
    claims,
  };
}
