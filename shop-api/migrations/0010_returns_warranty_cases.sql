-- The account's after-sale pages: genius membership, return requests and warranty cases.

-- When the person joined genius (null: not a member). An order placed while a member gets the
-- genius return period.
ALTER TABLE users ADD COLUMN genius_since timestamptz;

-- One return request per order, for some or all of its lines (their ref ids). A bank refund
-- carries the IBAN and its holder; a refund to the original payment carries neither.
CREATE TABLE return_requests (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  user_id text NOT NULL REFERENCES users (id),
  line_ref_ids jsonb NOT NULL,
  reason text NOT NULL
    CHECK (reason IN ('changed-mind', 'defect', 'not-as-described', 'other')),
  comment text,
  refund_method text NOT NULL CHECK (refund_method IN ('original', 'bank')),
  iban text,
  holder text,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'accepted', 'refused', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((refund_method = 'bank') = (iban IS NOT NULL AND holder IS NOT NULL))
);
CREATE INDEX return_requests_user_idx ON return_requests (user_id, created_at DESC);

-- A phone sent in under warranty: picked up from an address (server shape) or dropped off.
CREATE TABLE warranty_cases (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id),
  order_id text NOT NULL REFERENCES orders (id),
  line_ref_id text NOT NULL,
  issue text NOT NULL CHECK (char_length(issue) BETWEEN 10 AND 2000),
  contact_phone text NOT NULL,
  handover text NOT NULL CHECK (handover IN ('pickup', 'drop-off')),
  pickup_address jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in-repair', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((handover = 'pickup') = (pickup_address IS NOT NULL))
);
CREATE INDEX warranty_cases_user_idx ON warranty_cases (user_id, created_at DESC);
