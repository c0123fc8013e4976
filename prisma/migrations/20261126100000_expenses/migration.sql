-- Expenses: the gym's ledger (part 2 §3 "Expense category", "Expense transaction", "Recurring expense";
-- issue 9). Applied inside each tenant schema (search_path is set by the migrator), so no statement
-- names a tenant schema.

CREATE TYPE expense_category_type AS ENUM
  ('MEMBER_PAYMENT', 'TRAINER_SALARY', 'EQUIPMENT', 'UTILITIES', 'MAINTENANCE', 'MARKETING', 'RENT', 'INSURANCE', 'OTHER');
CREATE TYPE expense_transaction_type AS ENUM ('INCOME', 'EXPENSE');
CREATE TYPE recurring_frequency AS ENUM ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY');

CREATE TABLE expense_categories (
  id                  serial PRIMARY KEY,
  name                varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description         text NOT NULL DEFAULT '',
  category_type       expense_category_type NOT NULL DEFAULT 'OTHER',
  is_income           boolean NOT NULL DEFAULT false,
  is_active           boolean NOT NULL DEFAULT true,
  for_member_payments boolean NOT NULL DEFAULT false,
  created_at          timestamptz(6) NOT NULL DEFAULT now(),
  updated_at          timestamptz(6) NOT NULL DEFAULT now(),
  -- The receipts' category is a Member Payment income category (decision 0161).
  CHECK (NOT for_member_payments OR (category_type = 'MEMBER_PAYMENT' AND is_income))
);
-- One name per gym, whatever its case (decision 0160): the report's breakdown is keyed by name.
CREATE UNIQUE INDEX expense_categories_name_key ON expense_categories (lower(name));
-- At most one category receives member-payment receipts.
CREATE UNIQUE INDEX expense_categories_member_payments_key ON expense_categories (for_member_payments)
  WHERE for_member_payments;

CREATE TABLE recurring_expenses (
  id                  serial PRIMARY KEY,
  category_id         integer NOT NULL REFERENCES expense_categories (id) ON DELETE RESTRICT,
  name                varchar(200) NOT NULL,
  description         text NOT NULL DEFAULT '',
  amount              numeric(12,2) NOT NULL CHECK (amount >= 0),
  frequency           recurring_frequency NOT NULL DEFAULT 'MONTHLY',
  payment_method      member_payment_method NOT NULL DEFAULT 'CASH',
  start_date          date NOT NULL,
  end_date            date CHECK (end_date >= start_date),
  next_due_date       date NOT NULL,
  last_generated_date date,
  auto_generate       boolean NOT NULL DEFAULT true,
  is_active           boolean NOT NULL DEFAULT true,
  created_at          timestamptz(6) NOT NULL DEFAULT now(),
  updated_at          timestamptz(6) NOT NULL DEFAULT now()
);
CREATE INDEX recurring_expenses_category_id_idx ON recurring_expenses (category_id);
CREATE INDEX recurring_expenses_next_due_date_idx ON recurring_expenses (next_due_date);

CREATE TABLE expense_transactions (
  id                   serial PRIMARY KEY,
  category_id          integer NOT NULL REFERENCES expense_categories (id) ON DELETE RESTRICT,
  member_id            integer REFERENCES members (id) ON DELETE SET NULL,
  title                varchar(200) NOT NULL,
  description          text NOT NULL DEFAULT '',
  amount               numeric(12,2) NOT NULL CHECK (amount >= 0),
  transaction_type     expense_transaction_type NOT NULL DEFAULT 'EXPENSE',
  payment_method       member_payment_method NOT NULL DEFAULT 'CASH',
  transaction_date     date NOT NULL,
  reference_number     varchar(100) NOT NULL DEFAULT '',
  notes                text NOT NULL DEFAULT '',
  -- Written with the receipt, in its transaction: one income row per receipt (decision 0161).
  receipt_id           integer REFERENCES payment_receipts (id) ON DELETE RESTRICT,
  -- Posted by a recurring expense for one due date: once per due date (decision 0163).
  recurring_expense_id integer REFERENCES recurring_expenses (id) ON DELETE SET NULL,
  recurring_due_date   date,
  created_at           timestamptz(6) NOT NULL DEFAULT now(),
  updated_at           timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX expense_transactions_receipt_id_key ON expense_transactions (receipt_id);
CREATE UNIQUE INDEX expense_transactions_recurring_expense_id_recurring_due_date_key
  ON expense_transactions (recurring_expense_id, recurring_due_date);
CREATE INDEX expense_transactions_category_id_idx ON expense_transactions (category_id);
CREATE INDEX expense_transactions_member_id_idx ON expense_transactions (member_id);
-- Reports sum a date range and the list pages newest first: one index on the date (with the id as the
-- list's tie-break) that also carries what the summary reads, so the summary is an index-only scan.
CREATE INDEX expense_transactions_date_idx ON expense_transactions (transaction_date, id)
  INCLUDE (transaction_type, category_id, amount);

-- Every gym starts with the category that receives member-payment receipts (decision 0161).
INSERT INTO expense_categories (name, description, category_type, is_income, for_member_payments)
VALUES ('Membership Fees', 'Membership payments received from members (recorded automatically)', 'MEMBER_PAYMENT', true, true);

-- Receipts written before the ledger existed get their income row now, so every receipt has exactly one.
INSERT INTO expense_transactions
  (category_id, member_id, title, description, amount, transaction_type, payment_method, transaction_date,
   reference_number, receipt_id)
SELECT c.id, p.member_id, left('Membership payment - ' || m.first_name || ' ' || m.last_name, 200),
       'Invoice ' || r.invoice_number || ' for ' || to_char(p.membership_month, 'FMMonth YYYY'),
       r.amount, 'INCOME', r.payment_method, r.payment_date, r.invoice_number, r.id
  FROM payment_receipts r
  JOIN member_payments p ON p.id = r.payment_id
  JOIN members m ON m.id = p.member_id
  JOIN expense_categories c ON c.for_member_payments
 ORDER BY r.id;
