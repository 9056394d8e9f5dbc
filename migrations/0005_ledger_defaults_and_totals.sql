-- The ledger categories every school starts with (src/domain/ledger.ts defaultCategories), so a new
-- install offers them before anyone types one. Runs once: a category removed later stays removed.
INSERT INTO categories (nome, tipo) VALUES
  ('Mensalidades', 'receita'),
  ('Uniformes', 'receita'),
  ('Eventos', 'receita'),
  ('Patrocínio', 'receita'),
  ('Salários', 'despesa'),
  ('Aluguel', 'despesa'),
  ('Material Esportivo', 'despesa'),
  ('Manutenção', 'despesa'),
  ('Impostos', 'despesa')
ON CONFLICT (nome, tipo) DO NOTHING;
--> statement-breakpoint
-- Each month's ledger sums by tipo, kept by the triggers below: a report over months or years adds
-- a few dozen rows instead of reading every entry (src/server/modules/reports/ledger-totals.ts).
-- Derived data only, so it is not part of the Drizzle schema.
CREATE TABLE IF NOT EXISTS ledger_monthly_totals (
  mes date NOT NULL,
  tipo text NOT NULL,
  valor numeric(16, 2) NOT NULL,
  quantidade integer NOT NULL,
  CONSTRAINT ledger_monthly_totals_pkey PRIMARY KEY (mes, tipo)
);
--> statement-breakpoint
INSERT INTO ledger_monthly_totals (mes, tipo, valor, quantidade)
  SELECT date_trunc('month', data)::date, tipo, sum(valor), count(*) FROM financial_records GROUP BY 1, 2
ON CONFLICT (mes, tipo) DO NOTHING;
--> statement-breakpoint
-- One upsert per month and tipo for a whole statement (a bulk insert included), in a fixed order so
-- two transactions never lock the same months in opposite orders.
CREATE OR REPLACE FUNCTION ledger_monthly_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_monthly_totals AS t (mes, tipo, valor, quantidade)
      SELECT date_trunc('month', data)::date, tipo, sum(valor), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (mes, tipo) DO UPDATE SET valor = t.valor + excluded.valor, quantidade = t.quantidade + excluded.quantidade;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_monthly_totals AS t (mes, tipo, valor, quantidade)
      SELECT date_trunc('month', data)::date, tipo, -sum(valor), -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (mes, tipo) DO UPDATE SET valor = t.valor + excluded.valor, quantidade = t.quantidade + excluded.quantidade;
  ELSE
    INSERT INTO ledger_monthly_totals AS t (mes, tipo, valor, quantidade)
      SELECT mes, tipo, sum(valor), sum(quantidade) FROM (
        SELECT date_trunc('month', data)::date AS mes, tipo, valor, 1 AS quantidade FROM new_rows
        UNION ALL
        SELECT date_trunc('month', data)::date, tipo, -valor, -1 FROM old_rows
      ) changes
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (mes, tipo) DO UPDATE SET valor = t.valor + excluded.valor, quantidade = t.quantidade + excluded.quantidade;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_monthly_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_monthly_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER financial_records_totals_insert AFTER INSERT ON financial_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER financial_records_totals_update AFTER UPDATE ON financial_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER financial_records_totals_delete AFTER DELETE ON financial_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER financial_records_totals_truncate AFTER TRUNCATE ON financial_records
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_monthly_totals_clear();
--> statement-breakpoint
-- The ledger list reads a page in (data, id) order and sums a period's receitas and despesas from
-- this index alone; the export walks it in batches.
CREATE INDEX IF NOT EXISTS financial_records_data_id_idx ON financial_records (data, id) INCLUDE (tipo, valor);
--> statement-breakpoint
-- The ledger's text filter: description, category and subcategory, accents and case ignored.
CREATE INDEX IF NOT EXISTS financial_records_search_idx ON financial_records
  USING gin (plantel_search_text(coalesce(descricao, '') || ' ' || categoria || ' ' || coalesce(subcategoria, '')) gin_trgm_ops);
--> statement-breakpoint
-- Relatórios, Financeiro tab: a period's instalments summed from the index alone, and its last ten
-- read in (data_vencimento, id) order without sorting the thousands due on the same day.
CREATE INDEX IF NOT EXISTS monthly_payments_due_totals_idx ON monthly_payments (data_vencimento, id) INCLUDE (status, valor, valor_pago);
--> statement-breakpoint
-- Relatórios, Turmas tab: active enrolments counted per team from the index alone.
CREATE INDEX IF NOT EXISTS enrollments_status_team_id_idx ON enrollments (status, team_id);
--> statement-breakpoint
-- Relatórios, KPI cards and Atletas tab: athletes counted by registration period, status, sex and
-- birth date from the index alone (the table's rows are wide).
CREATE INDEX IF NOT EXISTS athletes_report_idx ON athletes (created_at) INCLUDE (status, sexo, data_nascimento);
--> statement-breakpoint
-- Relatórios, KPI cards and Matrículas tab: enrolments of a period by status.
CREATE INDEX IF NOT EXISTS enrollments_data_matricula_idx ON enrollments (data_matricula) INCLUDE (status);
