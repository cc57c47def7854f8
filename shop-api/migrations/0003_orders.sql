-- Checkout: payment method bounds, promo codes, and orders placed once per idempotency key.

CREATE TABLE payment_method_bounds (
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  method_key text NOT NULL,
  lower_bound numeric(12, 2),
  upper_bound numeric(12, 2),
  PRIMARY KEY (country, method_key)
);

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  percentage numeric(5, 2) NOT NULL CHECK (percentage > 0 AND percentage <= 100),
  is_active boolean NOT NULL DEFAULT true
);

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  user_id text,
  status text NOT NULL CHECK (status IN ('PENDING_PAYMENT', 'PLACED', 'PAID', 'PAYMENT_FAILED')),
  payment_method text NOT NULL,
  delivery jsonb NOT NULL,
  contact jsonb NOT NULL,
  billing jsonb NOT NULL,
  payment_data jsonb,
  promo_code text,
  products_total numeric(12, 2) NOT NULL,
  extras_total numeric(12, 2) NOT NULL,
  shipping_cost numeric(12, 2) NOT NULL,
  cod_fee numeric(12, 2) NOT NULL,
  discount numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  number_of_installments integer NOT NULL DEFAULT 0,
  monthly_payment text NOT NULL DEFAULT '0',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id),
  line_no integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('phone', 'extra-service', 'device-accessory', 'accessory')),
  ref_id text NOT NULL,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (order_id, line_no)
);
