-- KYC documents and rules (issue 21, decision 0049). A player uploads identity documents (pending), an operator
-- approves (with the document's expiry date, if any) or rejects them with a reason; an approved document past its
-- expiry date reads as expired. The bytes live apart from their row, in the database like every proof (never
-- under a web root). A merchant's rules name the documents of each level, when a withdrawal needs which level and
-- the minimum age; a merchant without a row has the defaults of `kyc-rules.ts`.
create table platform.kyc_rules (
  merchant_id integer primary key references platform.merchants (id),
  -- An array of levels, each an array of document kinds; level N needs the documents of levels 1..N.
  levels jsonb not null check (jsonb_typeof(levels) = 'array' and jsonb_array_length(levels) between 1 and 3),
  required_level integer not null check (required_level between 1 and 3),
  withdrawal_above_minor bigint check (withdrawal_above_minor > 0),
  lifetime_deposits_above_minor bigint check (lifetime_deposits_above_minor > 0),
  minimum_age integer not null check (minimum_age in (18, 21)),
  updated_at timestamptz not null default now()
);

create table platform.kyc_documents (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  kind text not null
    check (kind in ('id_front', 'id_back', 'selfie', 'proof_of_address', 'proof_of_payment')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  file_name text not null check (length(file_name) between 1 and 120),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  reject_reason text check (length(reject_reason) between 1 and 200),
  expires_on date,
  reviewed_by_operator_id integer references platform.operators (id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'rejected') = (reject_reason is not null)),
  check ((status = 'pending') = (reviewed_at is null))
);
create index kyc_documents_member on platform.kyc_documents (member_id, kind, id desc);
create index kyc_documents_queue on platform.kyc_documents (merchant_id, status, id);

create table platform.kyc_document_files (
  document_id bigint primary key references platform.kyc_documents (id),
  bytes bytea not null
);
