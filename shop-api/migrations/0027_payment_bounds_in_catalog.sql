-- The payment methods' bounds for an order total (spec section 5) are read with the catalog in
-- memory (src/catalog/catalog-snapshot.ts, issue 37): every product page shows its installment
-- line from them, and every order checks its method against them, and asking the table each time
-- was the one query of a product page (0.5 ms of its ~1.1 on PGlite) and one of an order's. A
-- write to the table moves the catalog's counter (migration 0013) as a price change does, so the
-- next read sees it.
CREATE TRIGGER payment_method_bounds_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_method_bounds
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
