/**
 * The account alone on its own origin (`npm run dev -w @refurb/mf-account`,
 * http://localhost:3003/): the page `?route=login|register|forgot|logout|account|...` (default
 * login) of the site `?country=ro|bg|hu|gr` (default ro), with the header's account menu. As on a
 * site, who is logged in is announced on the bus from shop-api's `/bff/me` (the dev server
 * proxies the service bases to shop-api).
 */
import { announceSession, standalonePage } from '@refurb/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountMenu } from './account/account-menu';
import { AccountRoot } from './app/AccountRoot';
import { AccountRoute } from './exposed/mount';

const { country, query, bus } = standalonePage();
const route = query.get('route') ?? 'login';
void announceSession(bus);

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
