-- When an order was placed: "my purchases" lists them newest first and return periods count from it.
ALTER TABLE orders ADD COLUMN placed_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX orders_user_idx ON orders (user_id, placed_at DESC);
