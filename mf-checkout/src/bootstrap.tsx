/**
 * Checkout alone on its own origin (`npm run dev -w @refurb/mf-checkout`, http://localhost:3002/):
 * the page `?route=cart-finalize|thank-you|...` (default cart-finalize) of the site
 * `?country=ro|bg|hu|gr` (default ro). The cart arrives as on a site, through `cart.updated`: a
 * button publishes a sample cart. The dev server serves the local runtime config and proxies the
 * service bases to shop-api.
 */
import { isCountry } from '@refurb/shared-contracts';
import { createEventBus } from '@refurb/shared-contracts/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutRoot } from './app/CheckoutRoot';
import { CheckoutRoute } from './exposed/mount';

const query = new URLSearchParams(window.location.search);
const asked = query.get('country');
const country = isCountry(asked) ? asked : 'ro';
const route = query.get('route') ?? 'cart-finalize';
document.documentElement.lang = country === 'gr' ? 'el' : country;

const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

function publishSampleCart() {
  const now = Date.now();
  bus.publish('cart.updated', {
    cart: {
      phoneCart: [],
      accessoryCart: [],
      batteryCart: [],
      giftWrap: { isActive: false, is_wrapping_tax: false },
      timestamp: now,
      expireAt: now + 30 * 86_400_000,
      stateVersion: '1.04',
      promo: null,
    },
    total: 0,
    itemCount: 0,
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <header>
      <strong>
        mf_checkout · {country.toUpperCase()} · {route}
      </strong>{' '}
      <button type="button" onClick={publishSampleCart}>
        Publish an empty cart
      </button>
    </header>
    <main>
      <CheckoutRoot country={country}>
        <CheckoutRoute name={route} />
      </CheckoutRoot>
    </main>
  </StrictMode>,
);
