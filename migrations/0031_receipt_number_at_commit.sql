-- A receipt's number is taken as its payment commits, by a deferred trigger, instead of in the middle of the payment: the school's counter row was locked from the payment's receipt to its commit, which put every payment of a school (5,000 Pix of one bank turn) one behind the other. Now it is locked only for the commit, and the numbers stay in sequence without a gap: a payment rolled back never reaches its trigger.
ALTER TABLE "receipts" ALTER COLUMN "numero" DROP NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION receipt_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
BEGIN
  -- A restored receipt keeps its number; one removed before its commit takes none.
  IF NEW.numero IS NOT NULL OR NOT EXISTS (SELECT 1 FROM receipts WHERE id = NEW.id AND numero IS NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_counters (company_id, ultimo_numero) VALUES (NEW.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET ultimo_numero = receipt_counters.ultimo_numero + 1
    RETURNING ultimo_numero INTO next_number;
  UPDATE receipts SET numero = next_number WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receipts_number_at_commit AFTER INSERT ON receipts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION receipt_number_at_commit();
