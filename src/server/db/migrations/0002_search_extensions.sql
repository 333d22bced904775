-- Case- and accent-insensitive substring search for the admin lists: trigram indexes over
-- unaccented, lower-cased text. unaccent() is only STABLE, so an IMMUTABLE wrapper with the
-- dictionary named explicitly is what an expression index can use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
