-- Each unit's measured battery health (issue 36): its battery's capacity today, in % of a new
-- one's, as the shop's technician read it. The shop lists no unit below its floor
-- (BATTERY_HEALTH_FLOOR: one that measures lower gets a new battery first), so a shopper can tell
-- a 96 % unit from an 86 % one of the same grade. NULL: a device without a battery (a console),
-- or a unit nobody has measured yet.
ALTER TABLE products ADD COLUMN battery_health smallint
  CONSTRAINT products_battery_health_range CHECK (battery_health BETWEEN 0 AND 100);

-- The catalog is held in memory (0013): a change of a unit's battery health is a change of the
-- catalog, so the trigger that moves its version now watches this column too.
DROP TRIGGER products_catalog_version ON products;
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF id, model_id, legacy_sell_order_id, sku, storage, color, grade, battery_type,
      battery_health
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_counter('catalog');

-- A new battery measures 100 %, whoever listed the unit. A used battery's health is a
-- measurement, which no migration can make up: the seeded units get theirs from the seed when
-- the server starts (seed/seed-refresh.ts); a unit the shop listed itself stays NULL until
-- measured.
UPDATE products SET battery_health = 100 WHERE battery_type = 'Noua';
