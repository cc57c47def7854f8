-- The shipping rates (spec section 4: a delivery kind's cost, free-shipping threshold and
-- cash-on-delivery fee) are read with the catalog in memory (src/catalog/catalog-snapshot.ts,
-- issue 37), as the payment methods' bounds are (migration 0027): every order prices its delivery
-- from them, and asking the table each time was one of an order's statements (0.44 ms of its
-- ~6 on PGlite). A write to the table moves the catalog's counter, so the next read sees it.
CREATE TRIGGER shipping_rates_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');
