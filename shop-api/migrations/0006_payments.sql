-- Online payments of orders (card and installment providers). A settled payment (APPROVED or
-- DECLINED) never changes again, so a callback delivered twice or late cannot undo it.

CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  provider text NOT NULL CHECK (provider IN ('card', 'oney', 'tbi', 'cofidis')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id);
