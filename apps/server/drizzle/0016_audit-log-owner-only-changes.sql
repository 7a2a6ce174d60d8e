-- Only the owner of audit_log may change it (decision 0106): whatever grants a role received on
-- the table (an ALTER DEFAULT PRIVILEGES that gives the app role UPDATE and DELETE on every new
-- table, say), UPDATE, DELETE, TRUNCATE and TRIGGER on it are taken back. The app's role keeps
-- SELECT and INSERT; the triggers of 0007 refuse changes to everyone else as well.
DO $$
DECLARE
  g record;
BEGIN
  FOR g IN
    SELECT DISTINCT a.grantee
    FROM pg_class c, aclexplode(c.relacl) a
    WHERE c.oid = 'audit_log'::regclass
      AND a.grantee <> c.relowner
      AND a.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER')
  LOOP
    EXECUTE format(
      'REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER ON audit_log FROM %s',
      CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(g.grantee)) END
    );
  END LOOP;
END $$;
