-- The replay cache of encrypted calls (decision 0020): the nonce of every accepted sealed payload, shared by all
-- instances, kept until its timestamp leaves the freshness window (after that the timestamp alone refuses a
-- replay) and then pruned.
create table platform.encrypted_request_nonces (
  nonce text primary key,
  forget_at timestamptz not null
);
create index encrypted_request_nonces_forget_at on platform.encrypted_request_nonces (forget_at);
