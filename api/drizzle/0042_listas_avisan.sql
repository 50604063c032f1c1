-- Custom migration (drizzle-kit generate --custom): the tables under the kept pages of lists tell
-- the API when they change (docs/lists.md 'Pages kept', docs/decisions.md 'A list page kept until
-- its data changes (issue 38)'). drizzle-kit cannot express a function or a trigger, hence this file.
--
-- Every API process LISTENs on the channel `dapcon_listas` and forgets its kept pages and totals on
-- each notice. A statement trigger (one notice per statement, whatever the rows; PostgreSQL folds
-- equal notices of one transaction into one, delivered at its commit) catches every writer: the API's
-- routes, another API process, the jobs, the seeds, psql. The payload names the table.
--
-- A list's pages are kept only if every table its page query reads carries this trigger
-- (lib/list.ts `cachedList`; api/test/list-pages.test.ts checks it for each declared list).
CREATE OR REPLACE FUNCTION "listas_avisar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dapcon_listas', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizaciones_listas_avisan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizaciones"
  FOR EACH STATEMENT EXECUTE FUNCTION "listas_avisar"();
--> statement-breakpoint
CREATE TRIGGER "parametros_listas_avisan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parametros"
  FOR EACH STATEMENT EXECUTE FUNCTION "listas_avisar"();
--> statement-breakpoint
CREATE TRIGGER "parametros_textos_listas_avisan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parametros_textos"
  FOR EACH STATEMENT EXECUTE FUNCTION "listas_avisar"();
