/**
 * The agent-report benchmark's world (issue 14), shared by the agent-contract settlement bench (issue 15): a
 * 10,000-member tree five levels deep under `benchtop` on the demo merchant, and 1,000,000 settled rounds over the
 * last 30 days with their ledger entries, folded by the fold job's own function. PostgreSQL only.
 */
import type { SqlConnection } from '@ficha/server-kit';

export const treeShape = { fanOut: 10, agentLevels: 4, members: 10_000 };
export const betCount = 1_000_000;

/** The tree under `benchtop`: agents 10 wide for four levels (1 + 10 + 100 + 1,000), then players up to 10,000. */
export async function seedTree(connection: SqlConnection): Promise<void> {
  await connection.exec(`
    do $$
    declare
      v_merchant integer := (select id from platform.merchants where code = 'demo');
      v_hash text := (select password_hash from platform.members where username = 'agente1' and merchant_id = v_merchant);
      v_level integer;
      v_players integer;
      v_agents bigint[];
    begin
      if exists (select 1 from platform.members where username = 'benchtop') then return; end if;
      insert into platform.members (merchant_id, username, password_hash, nickname, type, ancestor_path)
        values (v_merchant, 'benchtop', v_hash, 'benchtop', 1, '/');
      update platform.members set ancestor_path = '/' || id || '/' where username = 'benchtop';
      for v_level in 1..${treeShape.agentLevels - 1} loop
        insert into platform.members (merchant_id, username, password_hash, nickname, type, upline_id, ancestor_path)
          select v_merchant, 'ba' || v_level || '_' || p.id || '_' || n, v_hash, 'agent', 2, p.id, p.ancestor_path
          from platform.members p, generate_series(1, ${treeShape.fanOut}) n
          where p.merchant_id = v_merchant and p.type in (1, 2)
            and (p.username = 'benchtop' or p.username like 'ba' || (v_level - 1) || '\\_%')
            and length(p.ancestor_path) - length(replace(p.ancestor_path, '/', '')) - 1 = v_level;
        update platform.members set ancestor_path = ancestor_path || id || '/'
          where merchant_id = v_merchant and username like 'ba' || v_level || '\\_%';
      end loop;
      v_players := ${treeShape.members} - (select count(*) from platform.members where username = 'benchtop' or username like 'ba%');
      v_agents := array(select id from platform.members where username like 'ba${treeShape.agentLevels - 1}\\_%' order by id);
      insert into platform.members (merchant_id, username, password_hash, nickname, type, upline_id, ancestor_path, created_at)
        select v_merchant, 'bp_' || n, v_hash, 'player', 0, a.id, a.ancestor_path, now() - (n % 30) * interval '1 day'
        from generate_series(1, v_players) n
        join platform.members a on a.id = v_agents[1 + n % array_length(v_agents, 1)];
      update platform.members set ancestor_path = ancestor_path || id || '/' where username like 'bp\\_%';
    end $$;`);
}

/**
 * 1,000,000 settled rounds of the tree's players over 30 days, as the seamless wallet books them: a bet record each,
 * a balanced ledger entry for each stake and each win (player wallet against the provider's house account), after
 * one opening deposit per player; then the wallets' balances, and the fold job's own function folds it all.
 */
export async function seedBets(connection: SqlConnection): Promise<void> {
  await connection.exec(`
    do $$
    declare
      v_merchant integer := (select id from platform.merchants where code = 'demo');
      v_currency text := (select currency from platform.merchants where code = 'demo');
      v_provider integer := (select id from platform.seamless_providers where merchant_id = v_merchant limit 1);
      v_provider_code text := (select code from platform.seamless_providers where id = v_provider);
      v_house bigint;
      v_clearing bigint;
      v_players bigint[] := array(select id from platform.members where username like 'bp\\_%' order by id);
      v_wallets bigint[];
      v_first_entry bigint;
    begin
      if exists (select 1 from platform.bet_records where round_id = 'bench-1') then return; end if;
      v_house := platform.ledger_account_id(v_merchant, v_currency, 'house', null, 'provider:' || v_provider_code);
      v_clearing := platform.ledger_account_id(v_merchant, v_currency, 'payment_clearing', null, 'bench');
      v_wallets := array(select platform.ledger_account_id(v_merchant, v_currency, 'player_wallet', p, '')
        from unnest(v_players) with ordinality u(p, i) order by i);
      insert into platform.bet_records (merchant_id, member_id, provider_id, provider_code, round_id, game_code,
          category, currency, stake_minor, win_minor, valid_bet_minor, status, has_credit, opened_at, settled_at, detail_url)
        select v_merchant, v_players[1 + (n % array_length(v_players, 1))], v_provider, v_provider_code, 'bench-' || n,
          (array['huerta-dorada', 'dice', 'plinko', 'crash'])[1 + n % 4], 'slots', v_currency,
          100 + (n % 50) * 10, case when n % 3 = 0 then 250 + (n % 50) * 20 else 0 end, 100 + (n % 50) * 10,
          'settled', true, t, t + interval '20 seconds', 'https://games.example/rounds/bench-' || n
        from generate_series(1, ${betCount}) n,
          lateral (select now() - (n % (30 * 24 * 60)) * interval '1 minute' as t) at;
      -- Ledger entries in id order of time: the deposits first, then each round's stake and win.
      create temporary table bench_moves on commit drop as
        select row_number() over (order by at, n, kind) as k, * from (
          select i as n, 'deposit' as kind, v_wallets[i] as wallet, v_clearing as counter, 1000000::bigint as amount,
            now() - interval '31 days' as at
          from generate_subscripts(v_wallets, 1) i
          union all
          select n, 'bet', v_wallets[1 + (n % array_length(v_players, 1))], v_house, -(100 + (n % 50) * 10),
            now() - (n % (30 * 24 * 60)) * interval '1 minute'
          from generate_series(1, ${betCount}) n
          union all
          select n, 'win', v_wallets[1 + (n % array_length(v_players, 1))], v_house, 250 + (n % 50) * 20,
            now() - (n % (30 * 24 * 60)) * interval '1 minute' + interval '20 seconds'
          from generate_series(1, ${betCount}) n where n % 3 = 0
        ) m;
      v_first_entry := nextval('platform.journal_entries_id_seq');
      perform setval('platform.journal_entries_id_seq', v_first_entry + (select count(*) from bench_moves));
      insert into platform.journal_entries (id, merchant_id, currency, kind, source, idempotency_key, request_hash,
          memo, created_at)
        select v_first_entry + k, v_merchant, v_currency, kind, 'bench', kind || '-' || n, '', '', at
        from bench_moves order by k;
      insert into platform.postings (entry_id, account_id, amount_minor, created_at)
        select v_first_entry + k, x.account_id, x.amount, at
        from bench_moves, lateral (values (wallet, amount), (counter, -amount)) x(account_id, amount)
        order by k, x.account_id;
      update platform.ledger_accounts a set balance_minor = a.balance_minor + s.total
        from (select account_id, sum(amount_minor) as total from platform.postings p
          join platform.journal_entries e on e.id = p.entry_id and e.source = 'bench' group by account_id) s
        where a.id = s.account_id;
    end $$;`);
  // The fold job's function takes in the final range of each run (two runs reach everything committed).
  for (let run = 0; run < 3; run += 1) await connection.exec('select platform.fold_member_stats()');
  await connection.exec('vacuum analyze');
}
