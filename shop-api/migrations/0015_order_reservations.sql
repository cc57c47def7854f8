-- Reservations of unpaid orders (issue 32). An order waiting for an online payment
-- (PENDING_PAYMENT) holds its units for a while (orders/reservations.ts, counted from placed_at);
-- then, with no payment approved, the sweeper makes it CANCELLED and puts its units back.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders
  ADD CONSTRAINT orders_status_check
  CHECK (status IN ('PENDING_PAYMENT', 'PLACED', 'PAID', 'PAYMENT_FAILED', 'CANCELLED'));

-- The visitor's address an order came from: the units unpaid orders hold are capped per visitor
-- (and per account, by user_id). Orders placed before have none and count for no visitor.
ALTER TABLE orders ADD COLUMN client_ip text;

-- The sweeper's scan (oldest unpaid first) and the caps' counts read unpaid orders only.
CREATE INDEX orders_unpaid_placed_idx ON orders (placed_at) WHERE status = 'PENDING_PAYMENT';
CREATE INDEX orders_unpaid_visitor_idx ON orders (client_ip) WHERE status = 'PENDING_PAYMENT';
CREATE INDEX orders_unpaid_user_idx ON orders (user_id) WHERE status = 'PENDING_PAYMENT';
