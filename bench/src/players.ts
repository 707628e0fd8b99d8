/** Runs one SQL statement on the bench database and answers its rows. */
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Players of the demo merchant with 1,000.00 each and a seamless player id for provider FICHA (`<prefix>-<i>`);
 * answers the member ids and player ids.
 */
export async function preparePlayers(
  rows: Query,
  count: number,
  prefix = 'bench',
): Promise<Array<{ memberId: number; playerId: string }>> {
  const players: Array<{ memberId: number; playerId: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const username = `${prefix}${String(index).padStart(3, '0')}`;
    const [member] = await rows(`
      insert into platform.members (merchant_id, username, password_hash, nickname)
      select id, '${username}', 'not-a-login', '${username}' from platform.merchants where code = 'demo'
      returning id, merchant_id`);
    if (!member) throw new Error('no demo merchant');
    const memberId = Number(member['id']);
    const merchantId = Number(member['merchant_id']);
    const playerId = `${prefix}-player-${index}`;
    await rows(`
      insert into platform.seamless_players (provider_id, member_id, player_id)
      select id, ${memberId}, '${playerId}' from platform.seamless_providers where code = 'FICHA'`);
    await rows(`
      insert into platform.ledger_accounts (merchant_id, currency, kind, owner_member_id, owner_ref)
      values (${merchantId}, 'USD', 'player_wallet', ${memberId}, ''), (${merchantId}, 'USD', 'outside_world', null, 'channel:bench')
      on conflict do nothing`);
    await rows(`
      select platform.post_entry(${merchantId}, 'USD', 'deposit', 'bench', 'fund-${username}', 'bench', 'bench funds', null,
        array[(select id from platform.ledger_accounts where kind = 'outside_world' and owner_ref = 'channel:bench'),
              (select id from platform.ledger_accounts where owner_member_id = ${memberId})],
        array[-100000, 100000]::bigint[])`);
    players.push({ memberId, playerId });
  }
  return players;
}
