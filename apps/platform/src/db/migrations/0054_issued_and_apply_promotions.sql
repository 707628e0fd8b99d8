-- Issued and "apply" promotions, and uploaded promotion art (issue 16, decision 0077).
-- Two more kinds: `issued` (the operator issues it to players, each claims it once) and `apply` (a member applies
-- with a comment and images, an operator approves or rejects; an approval grants once).
alter table platform.promotions drop constraint promotions_kind_check;
alter table platform.promotions add constraint promotions_kind_check
  check (kind in ('deposit_bonus', 'signup_reward', 'daily_checkin', 'rebate', 'raffle', 'issued', 'apply'));

-- A promotion issued to one member: at most once per member (a second issue to the same member is skipped).
-- `claimed` carries the claim that granted it (its bonus, its ledger entry, claim key `issue:<id>`).
create table platform.promotion_issues (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  member_id bigint not null references platform.members (id),
  amount_minor bigint not null check (amount_minor > 0),
  note text not null default '' check (length(note) <= 200),
  status text not null default 'issued' check (status in ('issued', 'claimed')),
  issued_by integer not null references platform.operators (id),
  claim_id bigint references platform.promotion_claims (id),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  unique (promotion_id, member_id),
  check ((status = 'claimed') = (claim_id is not null))
);
create index promotion_issues_member on platform.promotion_issues (merchant_id, member_id, id) where status = 'issued';
create index promotion_issues_promotion on platform.promotion_issues (promotion_id, id desc);

-- A member's application for an `apply` promotion (SPEC §5): a comment of at most 140 characters, up to 3 images.
-- One open (applying or awaiting a second approval) per member and promotion, one approved ever: the approval's
-- claim (key `application`) grants once. A rejected member may apply again.
create table platform.promotion_applications (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  member_id bigint not null references platform.members (id),
  comment text not null default '' check (length(comment) <= 140),
  image_count integer not null check (image_count between 0 and 3),
  status text not null default 'applying'
    check (status in ('applying', 'awaiting_second_approval', 'approved', 'rejected')),
  reason text not null default '' check (length(reason) <= 200),
  first_approver_id integer references platform.operators (id),
  first_approved_at timestamptz,
  decided_by integer references platform.operators (id),
  decided_at timestamptz,
  claim_id bigint references platform.promotion_claims (id),
  created_at timestamptz not null default now(),
  check ((status = 'approved') = (claim_id is not null))
);
create unique index promotion_applications_one_open on platform.promotion_applications (promotion_id, member_id)
  where status in ('applying', 'awaiting_second_approval');
create unique index promotion_applications_one_approved on platform.promotion_applications (promotion_id, member_id)
  where status = 'approved';
create index promotion_applications_queue on platform.promotion_applications (merchant_id, status, id);
create index promotion_applications_member on platform.promotion_applications (merchant_id, member_id, id desc);

-- An application's images, stored like deposit proofs (png or jpeg, checked whole, at most 5 MB each).
create table platform.promotion_application_images (
  application_id bigint not null references platform.promotion_applications (id),
  position integer not null check (position between 1 and 3),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  primary key (application_id, position)
);
