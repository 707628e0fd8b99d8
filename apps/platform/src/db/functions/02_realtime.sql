-- Realtime pushes (decision 0007): events travel as JSON on the NOTIFY channel `ficha_realtime`; every platform
-- instance LISTENs and forwards them to its members' sockets. NOTIFY is transactional: nothing is sent for a
-- transaction that rolls back. Balance events come from platform.post_entry (01_ledger.sql).

-- A revoked session (sign-out, remote sign-out, password change, lock) closes its sockets on every instance.
create or replace function platform.notify_session_revoked() returns trigger language plpgsql as $$
begin
  perform pg_notify('ficha_realtime', json_build_object('kind', 'session_revoked', 'sessionId', new.id)::text);
  return null;
end $$;
create or replace trigger member_sessions_revoked_notify after update of revoked_at on platform.member_sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function platform.notify_session_revoked();
