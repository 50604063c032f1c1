-- Custom migration (drizzle-kit generate --custom): what the schema diff cannot write.
-- The month and day of an instant in Madrid, as month * 100 + day (2024-02-29T23:30Z → 301, the
-- 1 March it is in Madrid). A company's registration anniversary (`organizaciones.org_aniversario`,
-- migration 0026) is kept with it, so that the dashboard's renewal card reads an index rather than
-- converting every company's registration day per request (docs/home.md 'The dashboard afresh').
-- `AT TIME ZONE` with a named zone is only STABLE (the zone's rules could change); this wrapper
-- names the zone and is declared IMMUTABLE so that a generated column may use it, as migration
-- 0003 does for unaccent. Past registration days do not move when a zone's future rules change.
CREATE OR REPLACE FUNCTION mes_dia_madrid(timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (extract(month FROM ($1 AT TIME ZONE 'Europe/Madrid')) * 100 + extract(day FROM ($1 AT TIME ZONE 'Europe/Madrid')))::smallint $$;
