-- Extensions and helper functions the schema's indexes rely on. Runs before 0001_init.
-- unaccent and pg_trgm are "trusted" extensions (PostgreSQL 13+): a database owner without
-- superuser rights can create them, so this works on managed PostgreSQL too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression. This wrapper pins the dictionary by its schema-qualified name and is declared
-- IMMUTABLE, which is the standard, safe way to index unaccented text. Searches must use the same
-- expression as the index: lower(unaccent_immutable(column)).
CREATE OR REPLACE FUNCTION unaccent_immutable(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
