-- A discount on a bill (issue 23 §4, decision 0291). Applied inside each tenant schema (search_path is set
-- by the migrator), so no statement names a schema.

-- amount_due is what the bill charges after the discount (the late fee follows it); the amount before the
-- discount is kept so the bill can say 'was ₹1,000, discount ₹100: loyalty'. All three or none.
ALTER TABLE member_payments
  ADD COLUMN discount_amount numeric(12,2),
  ADD COLUMN discount_reason text,
  ADD COLUMN amount_before_discount numeric(12,2),
  ADD CONSTRAINT member_payments_discount_check CHECK (
    (discount_amount IS NULL AND discount_reason IS NULL AND amount_before_discount IS NULL)
    OR (discount_amount > 0 AND discount_reason IS NOT NULL
        AND amount_before_discount = amount_due + discount_amount));
