-- The catalog's version: one counter that every statement writing a catalog table moves, in the
-- writer's own transaction. shop-api keeps the catalog in memory (catalog/catalog-snapshot.ts) and
-- asks this one row, per read, whether what it holds is still what the database holds; so a
-- write from anywhere (an order taking stock, a price change, a reseed, a person at psql) is seen
-- by the next read, and nothing has to remember to tell the cache. Each change also notifies
-- `catalog_changed` at commit, so that an engine delivering notifications with the commit
-- (PGlite, in shop-api's own process) need not ask at all until something changed. Stock has its own counter:
-- every order moves it, and a change of stock alone is re-read as two columns, not a reload.
CREATE TABLE catalog_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL,
  stock_version bigint NOT NULL
);
INSERT INTO catalog_version (id, version, stock_version) VALUES (1, 1, 1);

-- Moves the counter its trigger names ('catalog' or 'stock') and notifies at commit.
CREATE FUNCTION bump_catalog_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'stock' THEN
    UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1;
  ELSE
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  PERFORM pg_notify('catalog_changed', TG_ARGV[0]);
  RETURN NULL;
END;
$$;

CREATE TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER models_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON models
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF id, model_id, legacy_sell_order_id, sku, storage, color, grade, battery_type
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER products_stock_version AFTER UPDATE OF stock ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('stock');
CREATE TRIGGER product_prices_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER accessories_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accessories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER accessory_prices_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accessory_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
CREATE TRIGGER extra_services_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extra_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
