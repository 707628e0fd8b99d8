-- Realtime pushes (docs/decisions/0007-realtime.md). Events travel on the NOTIFY channel `ficha_realtime` as
-- JSON; every platform instance LISTENs and forwards them to its members' sockets. NOTIFY is transactional:
-- nothing is sent for a transaction that rolls back.

-- post_entry as in 0004_ledger.sql, plus one balance event per touched member wallet (not on replays), so no
-- caller can forget to tell the member.
-- Posts one balanced entry: replays answer the first entry (same key, same request hash), a reused key with
-- another request is refused (P0006), an unbalanced entry is refused (P0007), a wallet that would go below
-- zero is refused by its check constraint (23514). Balances move in account-id order, so concurrent entries
-- over the same accounts lock them in the same order.
create or replace function platform.post_entry(
  p_merchant_id integer,
  p_currency text,
  p_kind text,
  p_source text,
  p_idempotency_key text,
  p_request_hash text,
  p_memo text,
  p_reverses_entry_id bigint,
  p_account_ids bigint[],
  p_amounts bigint[]
) returns table (entry_id bigint, replayed boolean) language plpgsql as $$
declare
  v_existing platform.journal_entries%rowtype;
  v_entry_id bigint;
  v_line record;
  v_wallet record;
begin
  select * into v_existing from platform.journal_entries e
    where e.merchant_id = p_merchant_id and e.source = p_source and e.idempotency_key = p_idempotency_key;
  if found then
    if v_existing.request_hash <> p_request_hash then
      raise exception 'idempotency key reused with another request' using errcode = 'P0006';
    end if;
    return query select v_existing.id, true;
    return;
  end if;
  if coalesce(array_length(p_account_ids, 1), 0) < 2
     or array_length(p_account_ids, 1) <> array_length(p_amounts, 1)
     or (select sum(a) from unnest(p_amounts) a) <> 0
     or exists (select 1 from unnest(p_amounts) a where a = 0) then
    raise exception 'unbalanced entry' using errcode = 'P0007';
  end if;
  if exists (
    select 1 from platform.ledger_accounts a
    where a.id = any(p_account_ids) and (a.merchant_id <> p_merchant_id or a.currency <> p_currency)
  ) or (select count(*) from platform.ledger_accounts a where a.id = any(p_account_ids))
       <> (select count(distinct x) from unnest(p_account_ids) x) then
    raise exception 'accounts outside the entry merchant or currency' using errcode = 'P0008';
  end if;
  insert into platform.journal_entries (merchant_id, currency, kind, source, idempotency_key, request_hash, memo, reverses_entry_id)
    values (p_merchant_id, p_currency, p_kind, p_source, p_idempotency_key, p_request_hash, p_memo, p_reverses_entry_id)
    returning id into v_entry_id;
  insert into platform.postings (entry_id, account_id, amount_minor)
    select v_entry_id, x.account_id, x.amount from unnest(p_account_ids, p_amounts) as x(account_id, amount);
  for v_line in
    select x.account_id, sum(x.amount) as amount
    from unnest(p_account_ids, p_amounts) as x(account_id, amount)
    group by x.account_id order by x.account_id
  loop
    update platform.ledger_accounts set balance_minor = balance_minor + v_line.amount where id = v_line.account_id;
  end loop;
  -- Realtime (0009): each touched player or agent wallet tells its owner its new balance, delivered on commit.
  for v_wallet in
    select a.owner_member_id, a.balance_minor from platform.ledger_accounts a
    where a.id = any(p_account_ids) and a.kind in ('player_wallet', 'agent_wallet')
    order by a.id
  loop
    perform pg_notify('ficha_realtime', json_build_object(
      'kind', 'member', 'merchantId', p_merchant_id, 'memberId', v_wallet.owner_member_id,
      'event', json_build_object(
        'type', 'balance', 'currency', p_currency, 'balanceMinor', v_wallet.balance_minor::text, 'entryId', v_entry_id
      ))::text);
  end loop;
  return query select v_entry_id, false;
end $$;

-- A revoked session (sign-out, remote sign-out, password change, lock) closes its sockets on every instance.
create function platform.notify_session_revoked() returns trigger language plpgsql as $$
begin
  perform pg_notify('ficha_realtime', json_build_object('kind', 'session_revoked', 'sessionId', new.id)::text);
  return null;
end $$;
create trigger member_sessions_revoked_notify after update of revoked_at on platform.member_sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function platform.notify_session_revoked();
