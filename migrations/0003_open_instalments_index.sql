-- Overdue and open-instalment questions ("does this enrolment owe anything, due before today?")
-- are asked for every row of the payments screens: answer them from a small partial index.
CREATE INDEX IF NOT EXISTS monthly_payments_open_due_idx ON monthly_payments (enrollment_id, data_vencimento)
  WHERE status NOT IN ('pago', 'cancelado');
