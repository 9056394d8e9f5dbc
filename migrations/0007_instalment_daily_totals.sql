-- Gestão Financeira, "somente vencidas": the overdue instalments are the open ones due before
-- today, a few thousand among the hundreds of thousands still to come. Read by due date, they are a
-- short range of this index instead of a walk through every open instalment of every enrolment.
CREATE INDEX IF NOT EXISTS monthly_payments_open_by_due_idx ON monthly_payments (data_vencimento, enrollment_id)
  WHERE status NOT IN ('pago', 'cancelado');
--> statement-breakpoint
-- Each day's instalment sums by status, kept by the triggers below: the Financeiro report adds a
-- month's ~120 rows instead of summing the month's ~20,000 instalments on every request
-- (src/server/modules/reports/reports.service.ts). Derived data only, so it is not part of the
-- Drizzle schema; the same pattern as ledger_monthly_totals (migration 0005).
CREATE TABLE IF NOT EXISTS instalment_daily_totals (
  dia date NOT NULL,
  status text NOT NULL,
  valor numeric(16, 2) NOT NULL,
  valor_pago numeric(16, 2) NOT NULL,
  parcelas integer NOT NULL,
  CONSTRAINT instalment_daily_totals_pkey PRIMARY KEY (dia, status)
);
--> statement-breakpoint
INSERT INTO instalment_daily_totals (dia, status, valor, valor_pago, parcelas)
  SELECT data_vencimento, status, sum(valor), coalesce(sum(valor_pago), 0), count(*) FROM monthly_payments GROUP BY 1, 2
ON CONFLICT (dia, status) DO NOTHING;
--> statement-breakpoint
-- One upsert per day and status for a whole statement (enrolment creation and renewal insert a
-- dozen instalments at once), in a fixed order so two transactions never lock the same days in
-- opposite orders. An update that changes none of the summed columns changes no total, and is
-- left out rather than locking the day's row.
CREATE OR REPLACE FUNCTION instalment_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement sees only the transition tables its event has, hence one query per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO instalment_daily_totals AS t (dia, status, valor, valor_pago, parcelas)
      SELECT data_vencimento, status, sum(valor), coalesce(sum(valor_pago), 0), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dia, status) DO UPDATE
      SET valor = t.valor + excluded.valor, valor_pago = t.valor_pago + excluded.valor_pago, parcelas = t.parcelas + excluded.parcelas;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO instalment_daily_totals AS t (dia, status, valor, valor_pago, parcelas)
      SELECT data_vencimento, status, -sum(valor), -coalesce(sum(valor_pago), 0), -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (dia, status) DO UPDATE
      SET valor = t.valor + excluded.valor, valor_pago = t.valor_pago + excluded.valor_pago, parcelas = t.parcelas + excluded.parcelas;
  ELSE
    INSERT INTO instalment_daily_totals AS t (dia, status, valor, valor_pago, parcelas)
      SELECT dia, status, sum(valor), sum(valor_pago), sum(parcelas) FROM (
        SELECT data_vencimento AS dia, status, valor, coalesce(valor_pago, 0) AS valor_pago, 1 AS parcelas FROM new_rows
        UNION ALL
        SELECT data_vencimento, status, -valor, -coalesce(valor_pago, 0), -1 FROM old_rows
      ) changes
      GROUP BY 1, 2
      HAVING sum(parcelas) <> 0 OR sum(valor) <> 0 OR sum(valor_pago) <> 0
      ORDER BY 1, 2
    ON CONFLICT (dia, status) DO UPDATE
      SET valor = t.valor + excluded.valor, valor_pago = t.valor_pago + excluded.valor_pago, parcelas = t.parcelas + excluded.parcelas;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION instalment_daily_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM instalment_daily_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER monthly_payments_totals_insert AFTER INSERT ON monthly_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instalment_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER monthly_payments_totals_update AFTER UPDATE ON monthly_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instalment_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER monthly_payments_totals_delete AFTER DELETE ON monthly_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instalment_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER monthly_payments_totals_truncate AFTER TRUNCATE ON monthly_payments
  FOR EACH STATEMENT EXECUTE FUNCTION instalment_daily_totals_clear();
