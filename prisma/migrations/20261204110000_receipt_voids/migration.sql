-- Voiding a receipt (issue 25 §4, decision 0334). Applied inside each tenant schema (search_path is set by
-- the migrator), so no statement names a schema.
--
-- A void is one row per receipt (never two: the unique key), written in the same transaction as the
-- reversing ledger row and the bill's re-opening. A receipt that was a tax invoice keeps its number (GST: a
-- cancelled invoice keeps its number) and gets a credit note of its own series, one per financial year.
CREATE TABLE receipt_voids (
  id                 serial PRIMARY KEY,
  receipt_id         integer NOT NULL REFERENCES payment_receipts (id) ON DELETE RESTRICT,
  reason             text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
  voided_by_id       integer,
  voided_by_name     varchar(200) NOT NULL DEFAULT '',
  voided_at          timestamptz(6) NOT NULL,
  -- The gym's day of the void: the credit note's date.
  voided_on          date NOT NULL,
  -- The credit note (CN/26-27/0001), only when the receipt was a tax invoice.
  credit_note_number varchar(20)
);
CREATE UNIQUE INDEX receipt_voids_receipt_id_key ON receipt_voids (receipt_id);
CREATE UNIQUE INDEX receipt_voids_credit_note_number_key ON receipt_voids (credit_note_number);

-- The last credit note number used in each financial year ("2026-27"), bumped in the void's transaction:
-- sequential and gap-free, like invoice_counters.
CREATE TABLE credit_note_counters (
  financial_year varchar(7) PRIMARY KEY,
  last_number    integer NOT NULL
);

-- The reversing ledger row: the negative of the receipt's income row, pointing at it. Only a reversing
-- row may be negative, and a row is reversed at most once.
ALTER TABLE expense_transactions ADD COLUMN reverses_id integer REFERENCES expense_transactions (id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX expense_transactions_reverses_id_key ON expense_transactions (reverses_id);
ALTER TABLE expense_transactions DROP CONSTRAINT expense_transactions_amount_check;
ALTER TABLE expense_transactions ADD CONSTRAINT expense_transactions_amount_check
  CHECK (amount >= 0 OR reverses_id IS NOT NULL);

-- Every gym table carries the audit trigger (decision 0331): the void's reason and credit note kept.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON receipt_voids
  FOR EACH ROW EXECUTE FUNCTION audit_row('receipt_id', 'reason', 'voided_on', 'credit_note_number');
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON credit_note_counters
  FOR EACH ROW EXECUTE FUNCTION audit_row();
