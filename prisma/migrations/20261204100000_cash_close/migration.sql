-- The daily cash close (issue 25 §6, decisions 0326-0329). Applied inside each tenant schema (search_path is
-- set by the migrator), so no statement names a schema.
--
-- One row per closed day of the gym's calendar (close_date unique: two closes of the same day → one). The
-- figures are frozen as they were when the desk counted the drawer: expected_cash (cash receipts − cash
-- expenses of the day, no opening float: decision 0326), the counted cash, their difference, and in `figures`
-- the day's receipts by method and per staff member and its cash expenses (the same shape the day's GET
-- answers), so the close reads later as it was signed even when a manager changes the day's money after it
-- (decision 0328: the screen then shows both).
CREATE TABLE cash_closes (
  id             serial PRIMARY KEY,
  close_date     date NOT NULL,
  expected_cash  numeric(12, 2) NOT NULL,
  counted_cash   numeric(12, 2) NOT NULL CONSTRAINT cash_closes_counted_cash_check CHECK (counted_cash >= 0),
  difference     numeric(12, 2) NOT NULL,
  note           text NOT NULL DEFAULT '',
  figures        jsonb NOT NULL,
  closed_by_id   integer,
  closed_by_name varchar(200) NOT NULL DEFAULT '',
  closed_at      timestamptz(6) NOT NULL,
  CONSTRAINT cash_closes_close_date_key UNIQUE (close_date)
);

-- The day's figures read receipts and expenses by their date.
CREATE INDEX IF NOT EXISTS payment_receipts_payment_date_idx ON payment_receipts (payment_date);
CREATE INDEX IF NOT EXISTS expense_transactions_transaction_date_idx ON expense_transactions (transaction_date);
-- Who recorded a receipt is the audit entry that inserted it (decision 0327): found by its table and row.
CREATE INDEX IF NOT EXISTS audit_changes_row_idx ON audit_changes (table_name, row_id);

-- Every gym table carries the audit trigger (decision 0331): the close's figures are kept before and after.
CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON cash_closes
  FOR EACH ROW EXECUTE FUNCTION audit_row('close_date', 'expected_cash', 'counted_cash', 'difference');
