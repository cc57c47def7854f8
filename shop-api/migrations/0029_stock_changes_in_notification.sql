-- A stock change's notification carries what it changed (issue 37). Every order changes stock, and
-- the catalog in memory (src/catalog/catalog-snapshot.ts) then asked the database twice before it
-- could answer the next read: the counters (catalog_version) and the changed products' stock
-- (stock_changes, migration 0026). On PGlite, where the notification reaches shop-api as the
-- order commits, the notification now says the new stock counter and each changed product's stock,
-- and the catalog writes them into the rows it holds without a query. On PostgreSQL, where
-- notifications arrive later on another connection, readers still ask, as before.
--
-- One statement trigger with the statement's old and new rows (transition tables) replaces
-- 0026's row trigger and 0013's statement trigger for stock: it notes the products whose stock
-- the statement changed with the counter's new value at once (no row written with a NULL version
-- and then numbered), and moves the counter only when some stock changed (an order refused
-- for a sold-out phone, whose guarded update changed nothing, no longer moves it).
--
-- The payload is JSON, {"stock": <counter>, "rows": [[<product id>, <stock>], ...]}; a statement
-- that changed so many products that the payload would reach PostgreSQL's 8000-byte limit sends
-- {"stock": <counter>} alone, and the reader then asks the database (stock_changes) as before.
-- Transition tables cannot name columns (UPDATE OF stock), so the trigger fires on every update
-- of products and compares the stock of each row itself.
DROP TRIGGER products_stock_change ON products;
DROP TRIGGER products_stock_version ON products;
DROP FUNCTION note_stock_change();

CREATE FUNCTION note_stock_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  changed json;
  note text;
BEGIN
  SELECT json_agg(json_build_array(n.id, n.stock) ORDER BY n.id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.stock IS DISTINCT FROM o.stock;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1
    RETURNING stock_version INTO v;
  INSERT INTO stock_changes (version, product_id)
    SELECT v, r ->> 0 FROM json_array_elements(changed) AS r;
  DELETE FROM stock_changes WHERE version <= v - 10000;
  note := json_build_object('stock', v, 'rows', changed)::text;
  IF octet_length(note) >= 8000 THEN
    note := json_build_object('stock', v)::text;
  END IF;
  PERFORM pg_notify('catalog_changed', note);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_stock_changes AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_stock_changes();
