import { sportsbookEndpoints as calls } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSportsbookWithPlatform, type SportsbookWithPlatform } from './sportsbook-with-platform.ts';

/** The player's odds format (decision 0075): stored by the sportsbook per player, answered at every session start. */
describe('sportsbook odds format', () => {
  let env: SportsbookWithPlatform;

  beforeAll(async () => {
    env = await startSportsbookWithPlatform();
  });
  afterAll(async () => {
    await env?.close();
  });

  const choose = (session: string | undefined, body: Record<string, unknown>) =>
    env.post<{ oddsFormat: string }>(calls.setOddsFormat.path, body, session);

  it('is decimal until chosen, then kept for the player across sessions and lanes, not for others', async () => {
    const { memberId, session } = await env.player('sports');
    expect((await env.sessionStart(memberId, 'sports')).oddsFormat).toBe('decimal');
    expect((await choose(session, { oddsFormat: 'malay' })).body).toMatchObject({
      success: true,
      value: { oddsFormat: 'malay' },
    });
    expect((await env.sessionStart(memberId, 'esports')).oddsFormat).toBe('malay');
    expect((await env.sessionStart(memberId, 'cockfight')).oddsFormat).toBe('malay');
    const other = await env.player('sports');
    expect((await env.sessionStart(other.memberId, 'sports')).oddsFormat).toBe('decimal');
    await choose(session, { oddsFormat: 'indonesian' });
    expect((await env.sessionStart(memberId, 'sports')).oddsFormat).toBe('indonesian');
  });

  it('refuses unknown formats and calls without a session, storing nothing', async () => {
    const { memberId, session } = await env.player('sports');
    for (const body of [{ oddsFormat: 'american' }, { oddsFormat: '' }, {}, { oddsFormat: 'malay', extra: 1 }]) {
      const answer = await choose(session, body);
      expect({ body, errorCode: answer.body.errorCode }).toEqual({ body, errorCode: 'request_param_err' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await choose(undefined, { oddsFormat: 'malay' })).body.errorCode).toBe('game_session_invalid');
    expect((await choose('not-a-session-token-at-all', { oddsFormat: 'malay' })).body.errorCode).toBe(
      'game_session_invalid',
    );
    expect((await env.sessionStart(memberId, 'sports')).oddsFormat).toBe('decimal');
  });

  it('keeps a demo session its own format', async () => {
    const demo = await env.demo('sports');
    expect((await choose(demo, { oddsFormat: 'hong_kong' })).body.value).toEqual({ oddsFormat: 'hong_kong' });
    const rows = await env.sportsbookRows<{ player_key: string; odds_format: string }>(
      `select player_key, odds_format from sportsbook.player_settings where player_key like 'demo:%'`,
    );
    expect(rows).toEqual([expect.objectContaining({ odds_format: 'hong_kong' })]);
  });
});
