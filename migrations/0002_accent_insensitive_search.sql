-- Searches ignore accents and case ("joao" finds "João"): unaccent wrapped in an IMMUTABLE
-- function so it can be indexed, and trigram indexes so "%fragment%" searches stay fast.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plantel_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS athletes_nome_search_idx ON athletes USING gin (plantel_search_text(nome_completo) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS athletes_responsavel_nome_search_idx ON athletes USING gin (plantel_search_text(responsavel_nome) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS athletes_cpf_search_idx ON athletes USING gin (cpf gin_trgm_ops);
--> statement-breakpoint
-- The list is ordered by name as Brazilians sort it; this index lets a page be read in order.
CREATE INDEX IF NOT EXISTS athletes_nome_pt_br_idx ON athletes (nome_completo COLLATE "pt_br", id);
