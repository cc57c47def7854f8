-- The currency each site's amounts are in (issue 36): a site's currency is configuration
-- (SITE_CURRENCIES), and every amount the database holds for a site (prices, delivery costs,
-- payment bounds, orders) is in the currency it was seeded in. The seed records it here; a start
-- whose configuration names another currency is refused (src/db/site-currencies.ts), so a
-- database seeded in leva is never shown as euro.
CREATE TABLE site_currencies (
  country text PRIMARY KEY CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  code text NOT NULL CHECK (code IN ('RON', 'BGN', 'HUF', 'EUR'))
);

-- A database seeded before this migration was seeded in spec section 1's currencies, the only
-- ones there were. An empty one records its currencies when it is seeded.
INSERT INTO site_currencies (country, code)
SELECT country, code
FROM (VALUES ('ro', 'RON'), ('bg', 'BGN'), ('hu', 'HUF'), ('gr', 'EUR')) AS spec (country, code)
WHERE EXISTS (SELECT 1 FROM products);
