-- The account's settings and sales: a profile's company, and the devices a person sold through
-- the sell flow with their status history.

-- Set when the person edits their name or phone here: from then on a sign-in refreshes only the
-- e-mail from Firebase, so an edit is not overwritten by the identity provider's copy.
ALTER TABLE users ADD COLUMN profile_updated_at timestamptz;

-- The company a person buys for (one per person), checked with the rules of `country`; its
-- registered office in the server address shape.
CREATE TABLE companies (
  user_id text PRIMARY KEY REFERENCES users (id),
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  name text NOT NULL,
  tax_number text NOT NULL,
  registration_number text,
  judet text NOT NULL,
  oras text NOT NULL,
  county_id integer NOT NULL,
  locality_id integer NOT NULL,
  strada text NOT NULL,
  nr text NOT NULL,
  cod_postal text,
  details text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sale quotes `S-` and the next number; its id (in URLs) is random.
CREATE SEQUENCE sale_reference_seq START 100001;

CREATE TABLE sales (
  id text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id text REFERENCES users (id),
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  device_category text NOT NULL,
  device_brand text NOT NULL,
  device_model text NOT NULL,
  device_storage text NOT NULL,
  condition_answers jsonb NOT NULL,
  offer_amount numeric(12, 2) NOT NULL CHECK (offer_amount >= 0),
  currency_label text NOT NULL,
  offer_valid_until timestamptz NOT NULL,
  offer_breakdown jsonb NOT NULL,
  payout_method text NOT NULL CHECK (payout_method IN ('bank')),
  payout_iban text NOT NULL,
  payout_holder text NOT NULL,
  shipping jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('submitted', 'device-received', 'inspected',
    'offer-confirmed', 'counter-offer', 'paid', 'returned')),
  counter_amount numeric(12, 2) CHECK (counter_amount >= 0),
  counter_reason text,
  confirmed_amount numeric(12, 2) CHECK (confirmed_amount >= 0),
  -- [{ status, at }], oldest first.
  timeline jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((counter_amount IS NULL) = (counter_reason IS NULL)),
  CHECK (status <> 'counter-offer' OR counter_amount IS NOT NULL)
);
CREATE INDEX sales_user_idx ON sales (user_id, created_at DESC);
