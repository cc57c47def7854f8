/**
 * The cart alone on its own origin (`npm run dev -w @refurb/mf-cart`, http://localhost:3001/): the
 * mini-cart and the cart page of the site `?country=ro|bg|hu|gr` (default ro), with a button that
 * adds a sample phone through the event bus, as a product page would. The dev server serves the
 * local runtime config and proxies the service bases to shop-api.
 */
import { isCountry, TOAST_OPTIONS } from '@refurb/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Slide, ToastContainer } from 'react-toastify';
import { CartRoot } from './app/CartRoot';
import { CartPage } from './cart/cart-page';
import { MiniCart } from './cart/mini-cart';
import styles from './styles.css';

const asked = new URLSearchParams(window.location.search).get('country');
const country = isCountry(asked) ? asked : 'ro';
document.documentElement.lang = country === 'gr' ? 'el' : country;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CartRoot country={country} styles={styles}>
      <header className="refurb-cart standalone-header">
        <strong>mf_cart · {country.toUpperCase()}</strong>
        <MiniCart />
      </header>
      <main>
        <CartPage />
      </main>
    </CartRoot>
    <ToastContainer {...TOAST_OPTIONS} transition={Slide} />
  </StrictMode>,
);
