-- Archived members (issue 23 §5, decision 0261): a member with money history (a receipt, so an
-- invoice) is archived instead of deleted; the invoices stay. Lists, tracking and billing leave an
-- archived member out by default. NULL: not archived.
ALTER TABLE members ADD COLUMN archived_at timestamptz(6);
