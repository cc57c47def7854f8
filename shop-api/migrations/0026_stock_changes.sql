-- Which products' stock each stock change touched (issue 37). Every order moves stock, and the
-- catalog in memory (src/catalog/catalog-snapshot.ts) then re-read every product's stock: a few
-- thousand rows per order, most of an order's time on PGlite (79 orders/s, p99 110 ms at four
-- connections). With this table it re-reads only the products changed since the stock counter it
-- holds.
--
-- A row trigger notes each product whose stock a statement changed, with no version yet; the
-- statement trigger that moves `catalog_version.stock_version` (migration 0013) then gives the
-- statement's rows the counter's new value. That counter's row stays locked by the writing
-- transaction until it commits, so a later writer waits for it: versions are given in commit
-- order, and a reader that sees the counter at S has every change numbered up to S visible.
-- Rows older than the last STOCK_CHANGES_KEPT (10,000) versions are deleted as new ones come;
-- a reader further behind than that re-reads all stock, as before.
CREATE TABLE stock_changes (
  version bigint,
  product_id text NOT NULL
);
CREATE INDEX stock_changes_version ON stock_changes (version);

CREATE FUNCTION note_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_changes (version, product_id) VALUES (NULL, NEW.id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_stock_change AFTER UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION note_stock_change();

-- As in 0013, and for stock: the statement's noted rows get the new counter, old ones go.
CREATE OR REPLACE FUNCTION bump_catalog_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF TG_ARGV[0] = 'stock' THEN
    UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1
      RETURNING stock_version INTO v;
    UPDATE stock_changes SET version = v WHERE version IS NULL;
    DELETE FROM stock_changes WHERE version <= v - 10000;
  ELSE
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  PERFORM pg_notify('catalog_changed', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
