-- Custom migration (drizzle-kit generate --custom): the audit trail is append-only
-- (docs/decisions.md 'The audit trail (issue 36, first step)'). drizzle-kit cannot express a
-- function or a trigger in the schema, hence this file, right after 0038 that shaped the table.
--
-- A row-level trigger, not a REVOKE: the application connects as the tables' owner (one role for
-- migrations and requests; on PGlite there are no roles at all), and an owner keeps every
-- privilege a REVOKE could take away. The trigger refuses the same on PGlite and PostgreSQL.
--
-- One UPDATE passes: the foreign keys' own ON DELETE SET NULL, when an account the trail names is
-- deleted (a company or consultant without DAPcons or payments may still be deleted, as before).
-- It is told apart by being run by the referential action's trigger (pg_trigger_depth() > 1: a
-- statement of the application is at depth 1) and by changing nothing but usuario_id and
-- suplantador_id, each to NULL. The row, its action, record, route, address and detail stay.
--
-- TRUNCATE (the demo reset, the tests' clean slate) fires no row trigger. Pruning by age (a later
-- step) will pass the same way: a function of the retention job's own, named in the decision.
CREATE FUNCTION "auditoria_solo_anadir"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND pg_trigger_depth() > 1
     AND (NEW.usuario_id IS NULL OR NEW.usuario_id IS NOT DISTINCT FROM OLD.usuario_id)
     AND (NEW.suplantador_id IS NULL OR NEW.suplantador_id IS NOT DISTINCT FROM OLD.suplantador_id)
     AND (to_jsonb(NEW) - 'usuario_id' - 'suplantador_id') = (to_jsonb(OLD) - 'usuario_id' - 'suplantador_id')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'auditoria is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_solo_anadir" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_anadir"();
