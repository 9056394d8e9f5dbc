ALTER TABLE "teams" ADD COLUMN "revisao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "revisao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "revisao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The calendar feeds' SEQUENCE (RFC 5545 §3.8.7.4: raised on each change of an event's time or
-- status, so a subscribed calendar replaces its copy). Kept here, whoever writes the row: a session
-- cancelled or restored, a game moved or its status changed, a team's horario changed (which moves
-- every one of its sessions). A session's SEQUENCE is its own revisao plus its team's.
CREATE OR REPLACE FUNCTION calendar_revisao_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.revisao := NEW.revisao + 1;
  ELSE
    NEW.revisao := OLD.revisao + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A session's row is written the first time something happens to it: written cancelled, it already changed.
CREATE TRIGGER training_sessions_revisao_insert BEFORE INSERT ON training_sessions
  FOR EACH ROW WHEN (NEW.cancelada_em IS NOT NULL) EXECUTE FUNCTION calendar_revisao_raise();
--> statement-breakpoint
CREATE TRIGGER training_sessions_revisao_update BEFORE UPDATE ON training_sessions
  FOR EACH ROW WHEN (NEW.cancelada_em IS DISTINCT FROM OLD.cancelada_em OR NEW.motivo_cancelamento IS DISTINCT FROM OLD.motivo_cancelamento)
  EXECUTE FUNCTION calendar_revisao_raise();
--> statement-breakpoint
CREATE TRIGGER games_revisao_update BEFORE UPDATE ON games
  FOR EACH ROW WHEN (NEW.data_hora IS DISTINCT FROM OLD.data_hora OR NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION calendar_revisao_raise();
--> statement-breakpoint
CREATE TRIGGER teams_revisao_update BEFORE UPDATE ON teams
  FOR EACH ROW WHEN (NEW.horario IS DISTINCT FROM OLD.horario) EXECUTE FUNCTION calendar_revisao_raise();
