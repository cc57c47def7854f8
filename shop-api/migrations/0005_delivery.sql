-- The courier service: counties and localities for the address form, pickup points (lockers and
-- offices) per provider, and shipping rates per country and delivery kind.

CREATE TABLE counties (
  id integer PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  name text NOT NULL,
  native_name text,
  UNIQUE (country, name)
);

CREATE TABLE localities (
  id integer PRIMARY KEY,
  county_id integer NOT NULL REFERENCES counties (id),
  name text NOT NULL,
  postal_code text NOT NULL
);
CREATE INDEX localities_county_idx ON localities (county_id);

CREATE TABLE pickup_points (
  id text PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  kind text NOT NULL CHECK (kind IN ('locker', 'office')),
  sub_type text NOT NULL,
  provider text NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  county_id integer NOT NULL REFERENCES counties (id),
  locality_id integer NOT NULL REFERENCES localities (id),
  postal_code text NOT NULL,
  opening_hours text NOT NULL
);
CREATE INDEX pickup_points_country_kind_idx ON pickup_points (country, kind);

CREATE TABLE shipping_rates (
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  kind text NOT NULL CHECK (kind IN ('courier', 'locker', 'office')),
  sub_type text NOT NULL,
  provider text NOT NULL,
  cost numeric(12, 2) NOT NULL CHECK (cost >= 0),
  free_threshold numeric(12, 2) NOT NULL CHECK (free_threshold >= 0),
  cod_fee numeric(12, 2) NOT NULL CHECK (cod_fee >= 0),
  PRIMARY KEY (country, kind)
);
