-- Cache invalidation (ARCHITECTURE "Caches"): every instance keeps users, sessions and reference
-- lists in memory. These triggers tell every instance, at commit, about each write that changes
-- them, whoever made it (a route, the world loader, psql). Payloads: user:<id>, session:<family id>,
-- table:<name>; PostgreSQL sends one copy of identical payloads per transaction.
CREATE OR REPLACE FUNCTION dockhand_invalidate_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dockhand_invalidate', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_invalidate AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION dockhand_invalidate_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dockhand_invalidate_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dockhand_invalidate', 'session:' || NEW.family_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_invalidate AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION dockhand_invalidate_session();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dockhand_invalidate_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dockhand_invalidate', 'table:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION dockhand_invalidate_table();
--> statement-breakpoint
CREATE TRIGGER items_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION dockhand_invalidate_table();
--> statement-breakpoint
CREATE TRIGGER carriers_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carriers
  FOR EACH STATEMENT EXECUTE FUNCTION dockhand_invalidate_table();
