-- Member moves between agents (issue 14): the console moves a member, with or without its downline, to another
-- agent. Balances and history stay with the member; the agent reports follow the new tree from the move on, so
-- every member whose ancestor path a move changed keeps the path it had until then (member_path_history), and
-- whatever folds money into per-agent figures attributes a posting by the path the member had at its time.
create table platform.member_tree_moves (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  -- The member the operator moved (the root of what moved).
  member_id bigint not null references platform.members (id),
  from_upline_id bigint references platform.members (id),
  to_upline_id bigint not null references platform.members (id),
  -- Whether the member's downline moved with it (otherwise its direct downline passed to its former upline).
  with_downline boolean not null,
  reason text not null check (length(reason) between 1 and 500),
  operator_id integer not null references platform.operators (id),
  moved_at timestamptz not null default now()
);
create index member_tree_moves_merchant_moved on platform.member_tree_moves (merchant_id, moved_at desc);
create index member_tree_moves_member on platform.member_tree_moves (member_id, moved_at desc);

-- The ancestor path each member had until a move changed it: the path at instant t is the ancestor_path of the
-- earliest row with valid_until > t, or members.ancestor_path when there is none.
create table platform.member_path_history (
  member_id bigint not null references platform.members (id),
  valid_until timestamptz not null,
  ancestor_path text not null,
  move_id bigint not null references platform.member_tree_moves (id),
  primary key (member_id, valid_until)
);
