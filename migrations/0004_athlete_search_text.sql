ALTER TABLE "athletes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (plantel_search_text(nome_completo || ' ' || responsavel_nome)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS athletes_search_text_idx ON athletes USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS athletes_responsavel_nome_search_idx;
