/**
 * Reading the page's analytics data layer (`window.dataLayer`, spec section 7) in journeys, and the
 * spec's words for what it must hold: accessories in the checkout-and-analytics form (id, name or
 * translatedName, price, origin, image; section 3) and a product's availability written
 * `in-stock` / `out-of-stock`. A full page load starts a new data layer, so a journey reads it
 * before it leaves a page by the address bar.
 */
import assert from 'node:assert/strict';

/** The pushes of one event (`addToCart`, `checkout`, `purchase`) on the page, oldest first. */
export function dataLayerEvents(page, event) {
  return page.evaluate(
    (name) => (window.dataLayer ?? []).filter((push) => push && push.event === name),
    event,
  );
}

/** Each accessory has exactly the spec's form: id, a name (or translatedName), price, origin, image. */
export function assertAccessoryForms(accessories) {
  assert.ok(Array.isArray(accessories), 'the push carries an accessories list');
  for (const accessory of accessories) {
    const keys = Object.keys(accessory).sort();
    assert.ok(
      keys.join() === 'id,image,name,origin,price' ||
        keys.join() === 'id,image,origin,price,translatedName',
      `accessory form: ${keys.join()}`,
    );
    assert.equal(typeof accessory.id, 'string');
    assert.equal(typeof (accessory.name ?? accessory.translatedName), 'string');
    assert.equal(typeof accessory.price, 'number');
    assert.equal(typeof accessory.origin, 'string');
    assert.match(accessory.image, /\.jpg$/);
  }
}

/** Each product's availability is in the spec's own words. */
export function assertAvailabilityWords(products) {
  assert.ok(products.length > 0, 'the push carries products');
  for (const product of products) assert.match(product.availability, /^(in-stock|out-of-stock)$/);
}
