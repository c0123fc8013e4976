-- Member payments (part 2 §3 "Member payment", §9 "Stated automatic rules"; issue 10). Applied inside
-- each tenant schema (search_path is set by the migrator), so no statement names a tenant schema.

-- The membership plan on the member (decision 0180): optional; a gym-wide default fills it in.
ALTER TABLE members ADD COLUMN plan_name varchar(100);
ALTER TABLE members ADD COLUMN plan_amount numeric(12,2) CHECK (plan_amount >= 0);
ALTER TABLE members ADD COLUMN last_reminder_at timestamptz(6);

CREATE TYPE member_payment_method AS ENUM ('CASH', 'CARD', 'BANK_TRANSFER', 'UPI', 'CHEQUE', 'OTHER');

-- One row: the gym's payment settings (default plan, invoice and UPI details, reminder templates).
CREATE TABLE payment_settings (
  id                  integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  default_plan_name   varchar(100),
  default_plan_amount numeric(12,2) CHECK (default_plan_amount >= 0),
  gym_address         text NOT NULL DEFAULT '',
  gym_phone           varchar(20) NOT NULL DEFAULT '',
  gym_state           varchar(50) NOT NULL DEFAULT '',
  gstin               varchar(15),
  sac_code            varchar(10) NOT NULL DEFAULT '999723',
  gst_rate            numeric(5,2) NOT NULL DEFAULT 18 CHECK (gst_rate >= 0 AND gst_rate <= 28),
  upi_vpa             varchar(100),
  upi_payee_name      varchar(100),
  template_due_soon   text NOT NULL DEFAULT '',
  template_overdue    text NOT NULL DEFAULT '',
  template_received   text NOT NULL DEFAULT '',
  updated_at          timestamptz(6) NOT NULL DEFAULT now()
);

-- One record per member per membership month (the first of the month); due on the 5th.
-- `late_fee` is the fee frozen when the record was settled; while money is owed it is computed on
-- read from the gym's today (decision 0181). `cancelled` is the only stored status; the others are
-- computed from the amounts and the dates.
CREATE TABLE member_payments (
  id               serial PRIMARY KEY,
  member_id        integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  membership_month date NOT NULL CHECK (extract(day FROM membership_month) = 1),
  amount_due       numeric(12,2) NOT NULL CHECK (amount_due >= 0),
  amount_paid      numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
  late_fee         numeric(12,2) NOT NULL DEFAULT 0 CHECK (late_fee >= 0 AND late_fee <= 200),
  cancelled        boolean NOT NULL DEFAULT false,
  payment_method   member_payment_method,
  due_date         date NOT NULL,
  payment_date     date,
  reference_number varchar(30) NOT NULL,
  notes            text NOT NULL DEFAULT '',
  created_at       timestamptz(6) NOT NULL DEFAULT now(),
  updated_at       timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_payments_member_id_membership_month_key ON member_payments (member_id, membership_month);
CREATE UNIQUE INDEX member_payments_reference_number_key ON member_payments (reference_number);
CREATE INDEX member_payments_membership_month_idx ON member_payments (membership_month);

-- Money received: one row per receipt, each with its invoice number. `receipt_key` is the unique
-- key that makes a receipt exactly-once (decision 0182).
CREATE TABLE payment_receipts (
  id             serial PRIMARY KEY,
  payment_id     integer NOT NULL REFERENCES member_payments (id) ON DELETE RESTRICT,
  receipt_key    varchar(100) NOT NULL,
  amount         numeric(12,2) NOT NULL CHECK (amount > 0),
  payment_method member_payment_method NOT NULL,
  payment_date   date NOT NULL,
  invoice_number varchar(20) NOT NULL,
  created_at     timestamptz(6) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_receipts_receipt_key_key ON payment_receipts (receipt_key);
CREATE UNIQUE INDEX payment_receipts_invoice_number_key ON payment_receipts (invoice_number);
CREATE INDEX payment_receipts_payment_id_idx ON payment_receipts (payment_id);

-- Gap-free invoice numbers per financial year (April-March): the counter row is bumped inside the
-- receipt's transaction, so a rolled-back receipt gives its number back.
CREATE TABLE invoice_counters (
  financial_year varchar(7) PRIMARY KEY,
  last_number    integer NOT NULL
);
