-- A financing under the lender's review (issue 35). A lender (tbi, Cofidis, Oney) may answer an
-- application "pending": someone at the lender looks at it, which can take days. The first such
-- verdict for an order still waiting for its payment is recorded on the order
-- (payments/payments.repository.ts): the order stays PENDING_PAYMENT, and its reservation then
-- lasts FINANCING_REVIEW_HOURS from this moment instead of RESERVATION_MINUTES from placed_at
-- (orders/reservations.ts). The lender's later approval or decline settles the order as any
-- verdict does. The column is kept after the decision (the order's history): an order is under
-- review only while it is PENDING_PAYMENT with this set.
ALTER TABLE orders ADD COLUMN financing_review_since timestamptz;

-- The sweeper's scan of the reviews' expiry, beside orders_unpaid_placed_idx (migration 0015).
CREATE INDEX orders_unpaid_review_idx ON orders (financing_review_since)
  WHERE status = 'PENDING_PAYMENT' AND financing_review_since IS NOT NULL;
