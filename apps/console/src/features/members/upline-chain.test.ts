import { describe, expect, it } from 'vitest';
import { uplineChain } from './upline-chain.ts';

describe('uplineChain', () => {
  it('keeps a list that already ends with the direct upline', () => {
    expect(uplineChain(['root', 'agent1', 'agent2'], 'agent2')).toEqual(['root', 'agent1', 'agent2']);
  });

  it('turns around a list that starts with the direct upline', () => {
    expect(uplineChain(['agent2', 'agent1', 'root'], 'agent2')).toEqual(['root', 'agent1', 'agent2']);
  });

  it('keeps a single upline and an empty chain as they are', () => {
    expect(uplineChain(['agent1'], 'agent1')).toEqual(['agent1']);
    expect(uplineChain([], null)).toEqual([]);
  });
});
