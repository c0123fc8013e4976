-- Which request a receipt came from (issue 21 §2, decision 0197): "<member id>:<paise>" for a payment
-- whose amount the desk named (create-by-member, the manual screen, a mark-paid of part of a record).
-- A request without an Idempotency-Key that matches a receipt of the last few minutes is refused with a
-- 409 instead of being answered with that receipt or recorded twice.
ALTER TABLE payment_receipts ADD COLUMN request varchar(40);
CREATE INDEX payment_receipts_request_idx ON payment_receipts (request, created_at) WHERE request IS NOT NULL;
