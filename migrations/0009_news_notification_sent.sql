ALTER TABLE "news" ADD COLUMN "notificacao_enviada_em" timestamp with time zone;--> statement-breakpoint
-- News published before this column existed had its notification sent when it was published (or asked for none): none goes out again.
UPDATE "news" SET "notificacao_enviada_em" = coalesce("data_publicacao", "updated_at") WHERE "status" <> 'rascunho';
