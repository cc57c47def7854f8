/**
 * The sell flow alone on its own origin (`npm run dev -w @refurb/mf-sell`, http://localhost:3004/):
 * the step `?step=device|condition|offer|details|done` (default device) of the site
 * `?country=ro|bg|hu|gr` (default ro). As on a site, who is logged in is announced on the bus
 * from shop-api's `/bff/me` (the dev server proxies the service bases to shop-api).
 */
import { announceSession, standalonePage } from '@refurb/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SellRoot } from './app/SellRoot';
import { requestedStep } from './exposed/mount';
import { SellFlow } from './sell/sell-flow';

const { country, query, bus } = standalonePage();
const step = query.get('step') ?? 'device';
void announceSession(bus);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <SellRoot country={country}>
        <SellFlow requested={requestedStep('sell-step', { step })} />
      </SellRoot>
    </main>
  </StrictMode>,
);
