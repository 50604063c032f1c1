-- Custom migration (drizzle-kit generate --custom): an index the registro area needs on the
-- declarations' table, whose schema file (areas/dapcon/tables.ts) is the dapcon area's.
-- The public registry's first page (`GET /api/public/dapcon`, and the search page `/registro`): the
-- published declarations newest first, `order by coalesce(dapcon_valido_desde, '0001-01-01') desc, id
-- desc limit 20` (areas/registro/lista.ts, SORTS and registroWhere: the expression and the WHERE are
-- written here exactly as the query writes them, so the planner matches both). Without it PostgreSQL
-- joined every published row to its company, RCP and verifier and sorted them all for 20; with it, it
-- reads the first 20 entries in order and joins those, and counts the total from this index alone
-- (an index-only scan). Read backwards, it serves the oldest-first sort too. Partial: only the rows the
-- registry lists by default, so a draft's or an expired declaration's writes never touch it.
CREATE INDEX IF NOT EXISTS "dapcons_registro_desde_idx" ON "dapcons" USING btree (coalesce("dapcon_valido_desde", '0001-01-01'::date) DESC, "id" DESC)
  WHERE "estado" = 'publicada' AND "dapcon_codigo" IS NOT NULL AND "dapcon_valido_desde" IS NOT NULL AND "dapcon_valido_hasta" IS NOT NULL;
