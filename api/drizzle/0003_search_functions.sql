-- Custom migration (drizzle-kit generate --custom): what the schema diff cannot write.
-- The lists' name search: accents folded by unaccent, substrings found through pg_trgm indexes.
-- Both extensions are "trusted" since PostgreSQL 13: the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The search form of a text: accents folded, lower case ('Ceràmiques' → 'ceramiques'). unaccent() is
-- only STABLE (its dictionary could change), so an index cannot use it directly; this wrapper names
-- the dictionary and is declared IMMUTABLE, as PostgreSQL's documentation suggests. Schema-qualified,
-- so that it works under the empty search_path of pg_restore.
CREATE OR REPLACE FUNCTION unaccent_lower(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
