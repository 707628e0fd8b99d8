import type { Query } from './players.ts';

export interface HistorySize {
  /** Ledger postings to add (two per entry: the history channel → a bench player's wallet). */
  postings: number;
  /** Settled bet records to add (before today, spread over 30 days), each with its provider debit row. */
  rounds: number;
}

/**
 * Seeds a played-in platform database in bulk (generate_series, one statement each) for the flat-cost scenario
 * (issue 23 target 2): `postings` ledger postings onto the bench players' wallets from an outside-world account,
 * their cached balances moved to match (so P1–P5 still hold), and `rounds` settled bet records of those players
 * with one provider debit row each. Runs ANALYZE afterwards, as autovacuum would.
 */
export async function seedHistory(query: Query, memberIds: readonly number[], size: HistorySize): Promise<void> {
  // The rows are consistent by construction: skip the foreign-key triggers while seeding (admin URL; each
  // statement in its own transaction, so the setting never outlives it on the pooled connection).
  const write = (sql: string) => query(`begin; set local session_replication_role = replica; ${sql}; commit`);
  const members = `array[${memberIds.join(',')}]::bigint[]`;
  const [context] = await query(`
    select m.merchant_id, mc.currency, sp.id as provider_id
    from platform.members m join platform.merchants mc on mc.id = m.merchant_id
    join platform.seamless_providers sp on sp.merchant_id = m.merchant_id and sp.code = 'FICHA'
    where m.id = ${Number(memberIds[0])}`);
  if (!context) throw new Error('no bench player to seed history for');
  const merchantId = Number(context['merchant_id']);
  const providerId = Number(context['provider_id']);
  const currency = String(context['currency']);
  const entries = Math.ceil(size.postings / 2);
  await write(`
    insert into platform.ledger_accounts (merchant_id, currency, kind, owner_ref)
    values (${merchantId}, '${currency}', 'outside_world', 'channel:history') on conflict do nothing`);
  await write(`
    with accounts as (
      select (select id from platform.ledger_accounts where merchant_id = ${merchantId} and kind = 'outside_world'
                and owner_ref = 'channel:history') as outside,
             array_agg(a.id order by a.id) as wallets
      from platform.ledger_accounts a
      where a.kind = 'player_wallet' and a.owner_member_id = any(${members})
    ), entries as (
      insert into platform.journal_entries (merchant_id, currency, kind, source, idempotency_key, request_hash, memo)
      select ${merchantId}, '${currency}', 'deposit', 'history', 'history-' || g, 'history', 'seeded history'
      from generate_series(1, ${entries}) g
      returning id
    )
    insert into platform.postings (entry_id, account_id, amount_minor)
    select e.id, x.account_id, x.amount
    from entries e, accounts a,
      lateral (values (a.outside, -1::bigint),
                      (a.wallets[1 + e.id % array_length(a.wallets, 1)], 1::bigint)) as x(account_id, amount)`);
  await write(`
    update platform.ledger_accounts a set balance_minor = a.balance_minor + s.total
    from (select p.account_id, sum(p.amount_minor) as total
          from platform.postings p join platform.journal_entries e on e.id = p.entry_id
          where e.source = 'history' group by p.account_id) s
    where a.id = s.account_id`);
  await write(`
    insert into platform.bet_records (merchant_id, member_id, provider_id, provider_code, round_id, game_code,
      category, currency, stake_minor, win_minor, valid_bet_minor, status, has_credit, opened_at, settled_at, detail_url)
    select ${merchantId}, (${members})[1 + g % ${memberIds.length}], ${providerId}, 'FICHA', 'history-' || g,
      'bench-slot', 'slot', '${currency}', 100, 50, 100, 'settled', true, t, t, ''
    from generate_series(1, ${size.rounds}) g,
      lateral (select date_trunc('day', now()) - interval '1 second' - (g % 2592000) * interval '1 second' as t) o`);
  await write(`
    insert into platform.seamless_transactions (merchant_id, provider_id, member_id, transaction_id, kind, status,
      round_id, game_code, amount_minor, answer)
    select b.merchant_id, b.provider_id, b.member_id, 'd-' || b.round_id, 'debit', 'done', b.round_id, b.game_code,
      b.stake_minor, '{}'::jsonb
    from platform.bet_records b where b.round_id like 'history-%'`);
  await query('analyze');
}
