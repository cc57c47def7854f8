-- A logged-in person's saved delivery addresses (spec section 3, server shape). The first saved
-- one is what the checkout's "-1" selects.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  address_type text NOT NULL CHECK (address_type IN ('DELIVERY', 'BILLING')),
  judet text NOT NULL,
  oras text NOT NULL,
  county_id integer NOT NULL,
  locality_id integer NOT NULL,
  strada text NOT NULL,
  nr text NOT NULL,
  cod_postal text,
  details text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, id);
