/**
 * The account alone on its own origin (`npm run dev -w @refurb/mf-account`,
 * http://localhost:3003/): the page `?route=login|register|forgot|logout|account|...` (default
 * login) of the site `?country=ro|bg|hu|gr` (default ro), with the header's account menu. As on a
 * site, who is logged in is announced on the bus from shop-api's `/bff/me` (the dev server
 * proxies the service bases to shop-api).
 */
import { SessionResponseSchema, createEventBus, isCountry } from '@refurb/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountMenu } from './account/account-menu';
import { AccountRoot } from './app/AccountRoot';
import { AccountRoute } from './exposed/mount';

const query = new URLSearchParams(window.location.search);
const asked = query.get('country');
const country = isCountry(asked) ? asked : 'ro';
const route = query.get('route') ?? 'login';
document.documentElement.lang = country === 'gr' ? 'el' : country;

const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});
void fetch('/bff/me', { credentials: 'same-origin' }).then(async (response) => {
  if (response.status === 401) bus.publish('session.changed', { user: null });
  const parsed = SessionResponseSchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) bus.publish('session.changed', { user: parsed.data.user });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <header>
      <strong>
        mf_account · {country.toUpperCase()} · {route}
      </strong>{' '}
      <AccountRoot country={country} quiet>
        <AccountMenu />
      </AccountRoot>
    </header>
    <main>
      <AccountRoot country={country}>
        <AccountRoute name={route} />
      </AccountRoot>
    </main>
  </StrictMode>,
);
