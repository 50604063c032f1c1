-- Custom migration (drizzle-kit generate --custom): the audit trail's retention (docs/decisions.md
-- 'Audit retention (issue 36)'). drizzle-kit cannot express a function or a trigger, hence this file.
--
-- 0039 made the trail append-only with a row trigger. Pruning by age must pass it, and nothing else:
--
-- * `podar_auditoria(antes)` is the only way through. It sets a transaction-local flag
--   (`dapcon.auditoria_poda`), deletes the rows older than `antes` (never younger than the floor),
--   clears the flag and answers how many it deleted. The daily job (api/src/areas/sistema/
--   auditoria-retencion.ts) calls it and writes its own entry in the same transaction.
-- * The trigger lets a DELETE through only when that flag is on AND the row is older than the floor,
--   365 days before now(). The application could set the flag itself (set_config is open to any
--   session), so the floor is what holds: no statement of the application can delete an entry younger
--   than a year, whatever it sets or calls.
--
-- A trigger and a function, not a REVOKE, for 0039's reason: the application connects as the tables'
-- owner (on PGlite there are no roles at all), and an owner keeps every privilege a REVOKE takes away.
-- Not SECURITY DEFINER: the caller already is the owner; the function's point is the flag, not a role.
-- The UPDATE that 0039 lets through (a deleted account's foreign keys going to NULL) is unchanged.
CREATE OR REPLACE FUNCTION "auditoria_solo_anadir"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('dapcon.auditoria_poda', true) = 'on'
     AND OLD.created_at < now() - interval '365 days'
  THEN
    RETURN OLD;
  END IF;
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
CREATE FUNCTION "podar_auditoria"("antes" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  borradas integer;
BEGIN
  PERFORM set_config('dapcon.auditoria_poda', 'on', true);
  DELETE FROM "auditoria" WHERE "created_at" < least("antes", now() - interval '365 days');
  GET DIAGNOSTICS borradas = ROW_COUNT;
  PERFORM set_config('dapcon.auditoria_poda', 'off', true);
  RETURN borradas;
END;
$$;
