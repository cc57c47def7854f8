/**
 * The sell flow alone on its own origin (`npm run dev -w @refurb/mf-sell`, http://localhost:3004/):
 * the step `?step=device|condition|offer|details|done` (default device) of the site
 * `?country=ro|bg|hu|gr` (default ro). As on a site, who is logged in is announced on the bus
 * from shop-api's `/bff/me` (the dev server proxies the service bases to shop-api).
 */
import { SessionResponseSchema, createEventBus, isCountry } from '@refurb/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SellRoot } from './app/SellRoot';
import { requestedStep } from './exposed/mount';
import { SellFlow } from './sell/sell-flow';

const query = new URLSearchParams(window.location.search);
const asked = query.get('country');
const country = isCountry(asked) ? asked : 'ro';
const step = query.get('step') ?? 'device';
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
    <main>
      <SellRoot country={country}>
        <SellFlow requested={requestedStep('sell-step', { step })} />
      </SellRoot>
    </main>
  </StrictMode>,
);
