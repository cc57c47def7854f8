/**
 * End-to-end journeys in Debian's Chromium against the built stack (see support/stack.mjs). Run
 * after `npm run build`. Each journey is written as a person uses the site, by role and label.
 * `node run-e2e.mjs <group>...` runs the named groups only (GROUPS below).
 */
import { accessJourneys } from './journeys/access.mjs';
import { accountJourneys } from './journeys/account.mjs';
import { cartJourneys } from './journeys/cart.mjs';
import { checkoutJourneys } from './journeys/checkout.mjs';
import { cloudJourneys } from './journeys/cloud.mjs';
import { embedJourneys } from './journeys/embed.mjs';
import { factJourneys } from './journeys/facts.mjs';
import { hostileJourneys } from './journeys/hostile.mjs';
import { paymentJourneys } from './journeys/payments.mjs';
import { phoneJourneys } from './journeys/phone.mjs';
import { renderingJourneys } from './journeys/rendering.mjs';
import { remoteJourneys } from './journeys/remotes.mjs';
import { resilienceJourneys } from './journeys/resilience.mjs';
import { routeJourneys } from './journeys/routes.mjs';
import { sellJourneys } from './journeys/sell.mjs';
import { siteJourneys } from './journeys/sites.mjs';
import { checkPrerequisites, startStack } from './support/stack.mjs';

/** Every group of journeys, in the order a full run takes them. */
const GROUPS = {
  sites: siteJourneys,
  access: accessJourneys,
  phone: phoneJourneys,
  rendering: renderingJourneys,
  facts: factJourneys,
  routes: routeJourneys,
  cart: cartJourneys,
  embed: embedJourneys,
  checkout: checkoutJourneys,
  payments: paymentJourneys,
  cloud: cloudJourneys,
  account: accountJourneys,
  sell: sellJourneys,
  remotes: remoteJourneys,
  resilience: resilienceJourneys,
  // Last: it renames a catalog model while it runs.
  hostile: hostileJourneys,
};

// `node run-e2e.mjs remotes resilience` runs those groups only; no name runs them all.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`e2e: no journey group ${unknown.join(', ')} (${Object.keys(GROUPS).join(', ')})`);
  process.exit(1);
}

checkPrerequisites();
const stack = await startStack();
try {
  for (const [name, journeys] of Object.entries(GROUPS)) {
    if (chosen.length === 0 || chosen.includes(name)) await journeys(stack);
  }
} finally {
  await stack.close();
}
