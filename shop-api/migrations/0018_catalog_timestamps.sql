-- When a model's page last changed, for the sitemaps' `lastmod` (GET /product/sitemap): the time
-- of the last change of the model, of any of its listings (stock included: the page shows it) and
-- of any of their prices. Rows already there take the time of this migration, rows inserted later
-- (a seed, a new listing) the time of their insert.
--
-- An update moves the row's own `updated_at` (BEFORE UPDATE, only when something in the row
-- changed, so a no-op update leaves it). A deleted listing or price leaves no row to carry the
-- time: its model's `updated_at` is moved instead, so a model's last change never goes back in
-- time when a listing goes away. `now()` is the writing transaction's start: a change is dated
-- no later than its commit. A TRUNCATE (a reseed) dates the rows inserted after it.
ALTER TABLE models ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE product_prices ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TRIGGER models_updated_at BEFORE UPDATE ON models
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER products_updated_at BEFORE UPDATE ON products
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER product_prices_updated_at BEFORE UPDATE ON product_prices
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();

CREATE FUNCTION touch_model_of_deleted_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE models SET updated_at = now() WHERE id = OLD.model_id;
  RETURN NULL;
END;
$$;

CREATE FUNCTION touch_model_of_deleted_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE models SET updated_at = now()
    WHERE id = (SELECT model_id FROM products WHERE id = OLD.product_id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_deleted_touch_model AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_model_of_deleted_product();
CREATE TRIGGER product_prices_deleted_touch_model AFTER DELETE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION touch_model_of_deleted_price();
