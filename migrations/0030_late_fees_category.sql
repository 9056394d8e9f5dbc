-- The receitas category of the multa e juros paid with an overdue instalment (src/domain/ledger.ts
-- LATE_FEES_CATEGORY), so a school's ledger offers it from the start, as migration 0005 does for
-- Mensalidades. Runs once: payments recreate it if it is ever missing.
INSERT INTO categories (nome, tipo) VALUES ('Multa e juros', 'receita')
ON CONFLICT (nome, tipo) DO NOTHING;
