-- Promotions (issue 16 part 2, decision 0054): what a merchant offers (a deposit bonus, a sign-up reward, a daily
-- check-in reward), per language, scheduled and budgeted, and each member's claims of them. A claim grants a
-- bonus through the bonus wallet (decision 0050) from the promotion's own promotion_budget account
-- (`promotion:<id>`), funded when the promotion is created: that account never goes below zero.
create table platform.promotions (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('deposit_bonus', 'signup_reward', 'daily_checkin')),
  category text not null check (category in ('deposit', 'welcome', 'daily', 'other')),
  status text not null default 'active' check (status in ('active', 'paused')),
  -- { "<language>": { "title": …, "summary": …, "rules": … } }; the merchant's default language is required.
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  -- Our own art: a palette name (the site draws it in SVG/CSS), or an https URL of an image.
  art text not null check (length(art) between 1 and 500),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  budget_minor bigint not null check (budget_minor > 0),
  -- What a claim grants: { amountMinor } (fixed), or for a deposit bonus { matchPct, capMinor, minDepositMinor,
  -- depositNumber (null: any), channelCodes ([]: any) }.
  reward jsonb not null check (jsonb_typeof(reward) = 'object'),
  -- The bonus terms fixed at each grant (bonus-terms.ts) plus { expiryHours }.
  terms jsonb not null check (jsonb_typeof(terms) = 'object'),
  -- Who may claim: { memberTypes, agentPath, registeredAfter, registeredBefore, minDeposits, maxDeposits,
  -- countries, perIpHours, perDeviceHours }; absent keys do not restrict.
  eligibility jsonb not null default '{}' check (jsonb_typeof(eligibility) = 'object'),
  -- Promotions of one group exclude each other: a member claims from at most one of them.
  exclusive_group text check (length(exclusive_group) between 1 and 64),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index promotions_merchant on platform.promotions (merchant_id, starts_at, ends_at);

-- One row per granted claim. claim_key makes it idempotent per kind: `once` (sign-up reward), `day:<date>`
-- (check-in), `deposit:<id>` (deposit bonus). ip and device (a hash of the user agent) serve the per-IP and
-- per-device windows.
create table platform.promotion_claims (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  member_id bigint not null references platform.members (id),
  claim_key text not null check (length(claim_key) between 1 and 64),
  exclusive_group text,
  bonus_id bigint not null references platform.member_bonuses (id),
  amount_minor bigint not null check (amount_minor > 0),
  ip text not null default '',
  device text not null default '',
  created_at timestamptz not null default now(),
  unique (promotion_id, member_id, claim_key)
);
create index promotion_claims_member on platform.promotion_claims (merchant_id, member_id, id desc);
create index promotion_claims_ip on platform.promotion_claims (promotion_id, ip, created_at);
create index promotion_claims_device on platform.promotion_claims (promotion_id, device, created_at);
create index promotion_claims_group on platform.promotion_claims (member_id, exclusive_group)
  where exclusive_group is not null;

-- A promotion's budget account never goes below zero: its grants are refused when the budget is spent.
alter table platform.ledger_accounts add constraint ledger_promotion_budget_not_negative
  check (kind <> 'promotion_budget' or owner_ref not like 'promotion:%' or balance_minor >= 0);

-- The deposit bonus the player opted into on the deposit form; granted when the deposit is credited.
alter table platform.deposits add column promotion_id integer references platform.promotions (id);
