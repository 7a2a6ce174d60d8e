-- The audit trail is hash-chained and append-only (docs/decisions/0060).
-- Each row's hash covers its content and the previous row's hash, so an edited, deleted or
-- inserted-between row breaks the chain at that point.
CREATE OR REPLACE FUNCTION audit_log_row_hash(r audit_log) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(r.prev_hash, '') || '|' || jsonb_build_object(
    'seq', r.seq, 'id', r.id, 'actor_type', r.actor_type, 'actor_id', r.actor_id,
    'action', r.action, 'target_type', r.target_type, 'target_id', r.target_id,
    'outcome', r.outcome, 'ip', r.ip, 'city', r.city, 'country', r.country,
    'user_agent', r.user_agent, 'details', r.details,
    'created_at', (extract(epoch from r.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Number and link the existing rows, oldest first, before the guards exist.
DO $$
DECLARE
  r record;
  last text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT id FROM audit_log ORDER BY created_at, id LOOP
    n := n + 1;
    UPDATE audit_log SET seq = n, prev_hash = last WHERE id = r.id;
    UPDATE audit_log a SET hash = audit_log_row_hash(a) WHERE a.id = r.id RETURNING a.hash INTO last;
  END LOOP;
END $$;
--> statement-breakpoint
-- One writer at a time (a transaction-scoped advisory lock), so the chain has no forks: the row
-- takes the next number and the last hash only once the previous writer has committed.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7235001);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.hash := audit_log_row_hash(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
