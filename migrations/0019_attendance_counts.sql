-- Each session's marks counted on its row, kept by statement triggers on attendance_marks (as the instalment totals of 0007): the attendance report and the Chamada add a month's sessions instead of re-counting its hundred thousand marks on every request (issue 25's bench: 1.1 s at 20,000 athletes).
ALTER TABLE "training_sessions" ADD COLUMN "presentes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "faltas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "justificadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "marcados" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE training_sessions s SET presentes = c.presentes, faltas = c.faltas, justificadas = c.justificadas, marcados = c.marcados
  FROM (
    SELECT session_id,
      count(*) FILTER (WHERE status = 'presente')::int AS presentes,
      count(*) FILTER (WHERE status = 'falta')::int AS faltas,
      count(*) FILTER (WHERE status = 'justificada')::int AS justificadas,
      count(*)::int AS marcados
    FROM attendance_marks GROUP BY session_id
  ) c
  WHERE s.id = c.session_id;
--> statement-breakpoint
-- One update per session for a whole statement (a roll saves many marks at once; the seed, months of
-- them), by the difference the statement made. A statement sees only the transition tables its
-- event has, hence one query per event.
CREATE OR REPLACE FUNCTION training_session_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE training_sessions s SET presentes = s.presentes + d.p, faltas = s.faltas + d.f, justificadas = s.justificadas + d.j, marcados = s.marcados + d.m
      FROM (
        SELECT session_id, count(*) FILTER (WHERE status = 'presente')::int AS p, count(*) FILTER (WHERE status = 'falta')::int AS f,
          count(*) FILTER (WHERE status = 'justificada')::int AS j, count(*)::int AS m
        FROM new_rows GROUP BY session_id
      ) d
      WHERE s.id = d.session_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE training_sessions s SET presentes = s.presentes - d.p, faltas = s.faltas - d.f, justificadas = s.justificadas - d.j, marcados = s.marcados - d.m
      FROM (
        SELECT session_id, count(*) FILTER (WHERE status = 'presente')::int AS p, count(*) FILTER (WHERE status = 'falta')::int AS f,
          count(*) FILTER (WHERE status = 'justificada')::int AS j, count(*)::int AS m
        FROM old_rows GROUP BY session_id
      ) d
      WHERE s.id = d.session_id;
  ELSE
    UPDATE training_sessions s SET presentes = s.presentes + d.p, faltas = s.faltas + d.f, justificadas = s.justificadas + d.j, marcados = s.marcados + d.m
      FROM (
        SELECT session_id, sum(p)::int AS p, sum(f)::int AS f, sum(j)::int AS j, sum(m)::int AS m FROM (
          SELECT session_id, (status = 'presente')::int AS p, (status = 'falta')::int AS f, (status = 'justificada')::int AS j, 1 AS m FROM new_rows
          UNION ALL
          SELECT session_id, -(status = 'presente')::int, -(status = 'falta')::int, -(status = 'justificada')::int, -1 FROM old_rows
        ) changes
        GROUP BY session_id
        HAVING sum(p) <> 0 OR sum(f) <> 0 OR sum(j) <> 0 OR sum(m) <> 0
      ) d
      WHERE s.id = d.session_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attendance_marks_counts_insert AFTER INSERT ON attendance_marks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION training_session_counts_apply();
--> statement-breakpoint
CREATE TRIGGER attendance_marks_counts_update AFTER UPDATE ON attendance_marks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION training_session_counts_apply();
--> statement-breakpoint
CREATE TRIGGER attendance_marks_counts_delete AFTER DELETE ON attendance_marks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION training_session_counts_apply();
