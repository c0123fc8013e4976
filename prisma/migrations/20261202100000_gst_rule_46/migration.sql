-- GST as the law stands in December 2026 (issue 21 §3; decisions 0220-0222). Applied inside each
-- tenant schema (search_path is set by the migrator), so no statement names a tenant schema.

-- The GSTIN of whoever pays a member's fees (a company paying for its staff), printed on the member's
-- tax invoices as the recipient's. Checked (shape, state code, check character) by the contracts.
ALTER TABLE members ADD COLUMN gstin varchar(15);

-- What a receipt's PDF says about tax is frozen when the receipt is issued (decision 0222): the gym's
-- GSTIN (none: a payment receipt), the member's, the SAC and the rate. Re-downloading an old invoice
-- after the gym changes its settings, or after the law's rate changes, shows what was issued.
ALTER TABLE payment_receipts
  ADD COLUMN supplier_gstin  varchar(15),
  ADD COLUMN recipient_gstin varchar(15),
  ADD COLUMN sac_code        varchar(10),
  ADD COLUMN gst_rate        numeric(5,2) CHECK (gst_rate >= 0 AND gst_rate <= 28);

-- Receipts issued before this migration printed the settings as they are now: freeze those, before the
-- rate's default changes below. A gym that never saved settings issued payment receipts (no GSTIN).
UPDATE payment_receipts
   SET supplier_gstin = s.gstin, sac_code = s.sac_code, gst_rate = s.gst_rate
  FROM payment_settings s
 WHERE s.id = 1;

-- The rate: NULL follows the product's default (5% for SAC 999723 since 22 September 2025, 18% before);
-- a number is the gym's own. 18 on SAC 999723 is what the settings form pre-filled and sent with every
-- save until now, and no longer a rate for that SAC: it becomes the default. Any other rate, or 18 with
-- another SAC, is the gym's own choice and is kept (decision 0220).
ALTER TABLE payment_settings ALTER COLUMN gst_rate DROP NOT NULL, ALTER COLUMN gst_rate DROP DEFAULT;
UPDATE payment_settings SET gst_rate = NULL WHERE gst_rate = 18 AND sac_code = '999723';
