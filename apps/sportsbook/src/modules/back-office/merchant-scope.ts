import { sql, type SQL } from 'drizzle-orm';
import { betLegs, merchantVoids, rounds, sessionMerchants, sessions } from '../../db/schema/index.ts';

/**
 * Which merchant a bet is (decision 0089): its round's session was launched for the merchant
 * (`session_merchants`, keyed by the launch token's hash like the session row). SQL conditions for queries here and
 * in the resettlement.
 */

/** Rounds (bets) of one merchant: the round's session was launched for it. */
export const roundOfMerchant = (merchantCode: string): SQL =>
  sql`exists (select 1 from ${sessions} join ${sessionMerchants} on ${sessionMerchants.launchTokenHash} = ${sessions.launchTokenHash} where ${sessions.id} = ${rounds.sessionId} and ${sessionMerchants.merchantCode} = ${merchantCode})`;

/**
 * A leg its bet's merchant voided (decision 0089): a correction of the event's result re-grades every other leg
 * but leaves these void.
 */
export const legMerchantVoided: SQL = sql`exists (select 1 from ${rounds} r join ${sessions} s on s.id = r.session_id join ${sessionMerchants} sm on sm.launch_token_hash = s.launch_token_hash join ${merchantVoids} v on v.merchant_code = sm.merchant_code where r.id = ${betLegs.roundId} and v.event_id = ${betLegs.eventId} and v.market_id in ('', ${betLegs.marketId}))`;
