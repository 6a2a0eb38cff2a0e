-- Browse search is case- and accent-insensitive: pg_trgm indexes LIKE '%term%', unaccent folds
-- accents. unaccent() is only STABLE, so an IMMUTABLE wrapper lets a generated column use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bh_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
