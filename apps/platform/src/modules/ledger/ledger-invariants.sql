-- Ledger invariants P1–P5 of QUALITY.md; every row returned is a violation.
-- P1: per merchant and currency, all postings sum to zero.
select 'P1' as property, format('merchant %s %s sums to %s', a.merchant_id, a.currency, sum(p.amount_minor)) as detail
from platform.postings p join platform.ledger_accounts a on a.id = p.account_id
group by a.merchant_id, a.currency having sum(p.amount_minor) <> 0
union all
-- P2: every entry balances and has at least two postings.
select 'P2', format('entry %s: %s postings summing to %s', e.id, count(p.id), coalesce(sum(p.amount_minor), 0))
from platform.journal_entries e left join platform.postings p on p.entry_id = e.id
group by e.id having count(p.id) < 2 or coalesce(sum(p.amount_minor), 0) <> 0
union all
-- P3: every cached balance equals the sum of its postings.
select 'P3', format('account %s caches %s, postings sum to %s', a.id, a.balance_minor, coalesce(s.total, 0))
from platform.ledger_accounts a
left join (select account_id, sum(amount_minor) as total from platform.postings group by account_id) s on s.account_id = a.id
where a.balance_minor <> coalesce(s.total, 0)
union all
-- P4: no player, agent or bonus wallet (nor a member's points) below zero.
select 'P4', format('wallet %s at %s', a.id, a.balance_minor)
from platform.ledger_accounts a
where a.kind in ('player_wallet', 'agent_wallet', 'bonus_wallet', 'member_points') and a.balance_minor < 0
union all
-- P5: the append-only triggers are in place.
select 'P5', format('trigger %s missing', t.name)
from (values ('postings_append_only'), ('journal_entries_append_only')) as t(name)
where not exists (select 1 from pg_trigger where tgname = t.name and not tgisinternal);
