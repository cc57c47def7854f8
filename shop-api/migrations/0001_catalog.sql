-- Catalog: brands, models, the refurbished units on sale (products) with their prices per
-- country, accessories and extra services. Prices are in each country's currency.

CREATE TABLE brands (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE models (
  id serial PRIMARY KEY,
  legacy_model_id integer NOT NULL UNIQUE,
  brand_id integer NOT NULL REFERENCES brands (id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  device_type text NOT NULL
    CHECK (device_type IN ('SMARTPHONE', 'TABLET', 'LAPTOP', 'SMARTWATCH', 'CONSOLE')),
  specs jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- One row per listing: a model in a storage, colour and grade (the spec's "shape"), with stock.
CREATE TABLE products (
  id text PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id),
  legacy_sell_order_id integer NOT NULL UNIQUE,
  sku text NOT NULL UNIQUE,
  storage text NOT NULL,
  color text NOT NULL,
  grade text NOT NULL,
  stock integer NOT NULL CHECK (stock >= 0),
  battery_type text NOT NULL CHECK (battery_type IN ('Noua', 'Standard'))
);
CREATE INDEX products_model_variant_idx ON products (model_id, storage, color);

CREATE TABLE product_prices (
  product_id text NOT NULL REFERENCES products (id),
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  previous_price numeric(12, 2) CHECK (previous_price IS NULL OR previous_price >= 0),
  PRIMARY KEY (product_id, country)
);

-- device_type NULL: fits every device type.
CREATE TABLE accessories (
  id text PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  device_type text
    CHECK (device_type IS NULL OR device_type IN ('SMARTPHONE', 'TABLET', 'LAPTOP', 'SMARTWATCH', 'CONSOLE')),
  is_wrapping_tax boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE accessory_prices (
  accessory_id text NOT NULL REFERENCES accessories (id),
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (accessory_id, country)
);

-- The price of a service is a share of the device's price, rounded to the country's unit.
CREATE TABLE extra_services (
  id text PRIMARY KEY,
  key text NOT NULL,
  type text NOT NULL CHECK (type IN ('EXTRA_WARRANTY', 'INSURANCE')),
  device_type text NOT NULL
    CHECK (device_type IN ('SMARTPHONE', 'TABLET', 'LAPTOP', 'SMARTWATCH', 'CONSOLE')),
  months integer NOT NULL CHECK (months > 0),
  price_percent numeric(5, 2) NOT NULL CHECK (price_percent > 0)
);
