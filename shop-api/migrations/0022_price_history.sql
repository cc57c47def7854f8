-- Every price a listing has had in a country, from when: the EU price-reduction rule (Directive
-- 98/6/EC art. 6a, the "Omnibus" directive) strikes a reduced price through against the lowest
-- price of the 30 days before the reduction, which only the prices actually charged can tell.
-- catalog/omnibus.ts applies the rule to these rows; catalog/catalog-snapshot.ts reads them.
--
-- A row's price is in force from `valid_from` until the next row of the listing and country.
-- Rows are written by triggers on product_prices (after each INSERT and UPDATE), so no writer (the
-- shop, the seed, a person at psql) changes a price without leaving history. A row is added only
-- when the price differs from the latest one recorded: one row per change, and a no-op update, or
-- a price the seed recorded with its own dates before inserting it, adds nothing.
-- `valid_from` is now(), the writing transaction's start (as updated_at in 0018); two changes in
-- one transaction share it and the later one overwrites the row (only the committed price was
-- ever shown). A transaction that started before another one recorded the listing's latest
-- price, and writes after it (it waited for the row's lock), dates its row just after that
-- one, so the history ends at the price product_prices ends at.
--
-- The history goes with its listing (ON DELETE CASCADE from products) but not with a price row:
-- a listing withdrawn from a country and put back keeps the prices it had there.
--
-- Existing prices are backfilled as in force since their row's updated_at (0018: the row's last
-- change, so the price was on sale at least since then). Nothing earlier is known, and nothing
-- is made up: a backfilled listing shows no previous price until it is actually reduced.
--
-- product_prices.previous_price is dropped. It was a figure anyone could write and nothing
-- checked against the prices charged: shown next to a price, that is what the rule forbids. A
-- column kept but no longer read would invite the next writer to fill it expecting it shown.
-- Its values are not carried into the history either: when, or whether, a listing was sold at
-- them is unknown.
--
-- The catalog's version (0013) moves with every write of price_history too, so the in-memory
-- catalog, which derives previous prices from it, is reloaded after a change made here directly.
CREATE TABLE price_history (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  valid_from timestamptz NOT NULL,
  PRIMARY KEY (product_id, country, valid_from)
);

INSERT INTO price_history (product_id, country, price, valid_from)
  SELECT product_id, country, price, updated_at FROM product_prices;

ALTER TABLE product_prices DROP COLUMN previous_price;

-- Statement triggers over the rows written (a seed's thousands of prices, a repricing: one
-- insert each). PostgreSQL takes no transition table on an UPDATE OF <column> trigger, so the
-- update trigger watches every update: an update leaving the price alone adds nothing anyway.
CREATE FUNCTION record_price_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (product_id, country, price, valid_from)
    SELECT n.product_id, n.country, n.price,
      CASE WHEN latest.valid_from > now()
        THEN latest.valid_from + interval '1 microsecond' ELSE now() END
    FROM written n
    LEFT JOIN LATERAL (
      SELECT h.price, h.valid_from FROM price_history h
        WHERE h.product_id = n.product_id AND h.country = n.country
        ORDER BY h.valid_from DESC LIMIT 1
    ) latest ON true
    WHERE latest.price IS DISTINCT FROM n.price
  ON CONFLICT (product_id, country, valid_from) DO UPDATE SET price = EXCLUDED.price;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_prices_history_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION record_price_changes();
CREATE TRIGGER product_prices_history_update AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION record_price_changes();

CREATE TRIGGER price_history_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
