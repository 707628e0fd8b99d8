import { defaultMemberTypes } from '@ficha/contract';

/** How a member type reads in the console (SPEC §6): player 0, agents 1/2/41/42, trial 4, anything else by number. */
export type MemberTypeKind = 'player' | 'agent' | 'trial' | 'other';

/** The types an operator can give a member, in the order the select offers them. */
export const memberTypeChoices: readonly number[] = [
  defaultMemberTypes.player,
  ...defaultMemberTypes.agent,
  ...defaultMemberTypes.trial,
];

export function memberTypeKind(type: number): MemberTypeKind {
  if (type === defaultMemberTypes.player) return 'player';
  if (defaultMemberTypes.agent.some((agentType) => agentType === type)) return 'agent';
  if (defaultMemberTypes.trial.some((trialType) => trialType === type)) return 'trial';
  return 'other';
}
